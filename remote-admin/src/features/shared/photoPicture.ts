import { api } from '@lapm/api-client';
import type { Photo } from '@lapm/contracts';
import type { Photo as PictureSource } from '@lapm/ui';

/** A processed photo as the UI kit's <Picture> draws it, from the admin's copies of its variants. */
export function pictureOf(photo: Photo): PictureSource | undefined {
  if (photo.status !== 'ready' || !photo.width || !photo.height) return undefined;
  const list = (extension: 'avif' | 'webp' | 'jpg') =>
    photo.widths.map((width) => ({ src: api.photos.fileUrl(photo.id, width, extension), width }));
  return {
    width: photo.width,
    height: photo.height,
    placeholder: photo.placeholder ?? '',
    alt: photo.alt,
    variants: { avif: list('avif'), webp: list('webp'), jpeg: list('jpg') },
  };
}
