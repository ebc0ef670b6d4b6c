import type { GalleryPhoto } from '@lapm/contracts';
import type { Photo } from '@lapm/ui';

/** "url 400w, url 800w" as the UI kit's variants, narrowest first. */
export function variantsOf(srcset: string): { src: string; width: number }[] {
  return srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/))
    .filter((parts): parts is [string, string] => parts.length === 2 && /^\d+w$/.test(parts[1] ?? ''))
    .map(([src, width]) => ({ src, width: Number.parseInt(width, 10) }))
    .sort((a, b) => a.width - b.width);
}

/** A gallery photo as the UI kit's picture and viewer draw it: WebP first, JPEG for the rest. */
export function toPicture(photo: GalleryPhoto): Photo {
  return {
    width: photo.width,
    height: photo.height,
    placeholder: photo.blurDataUrl ?? '',
    alt: photo.fileName,
    variants: { avif: [], webp: variantsOf(photo.srcset.webp), jpeg: variantsOf(photo.srcset.jpeg) },
  };
}
