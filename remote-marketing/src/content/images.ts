import type { ShareImage } from '@lapm/contracts';
import type { ResponsiveImage } from '@lapm/images';
import { demoPhotoFor, type Ratio } from '@lapm/images/demo';
import { photos } from '@lapm/images/photos';
import type { Photo } from '@lapm/ui';

export type { Photo, Ratio };

type Manifest = Readonly<Record<string, ResponsiveImage>>;

/**
 * Every photo of the site is named by a stable key (see CREDITS.md): the studio's photo of
 * that name in packages/images/photos/ when there is one, otherwise a photo of the demo set
 * with the same aspect ratio. A demo photo keeps its own text alternative, since the slot's
 * describes a picture that is not there yet.
 */
export function photoIn(manifest: Manifest, key: string, alt: string, ratio: Ratio): Photo {
  const studio = manifest[key];
  if (studio) return { ...studio, alt };
  const demo = demoPhotoFor(key, ratio);
  const file = manifest[demo.key];
  if (!file) throw new Error(`The demo photo ${demo.key} is missing from the image manifest`);
  return { ...file, alt: demo.alt };
}

export const photo = (key: string, alt: string, ratio: Ratio): Photo => photoIn(photos, key, alt, ratio);

export type Shot = [alt: string, ratio: Ratio];

/** A series of photos keyed `<prefix>/01`, `<prefix>/02`… in the order of `shots`. */
export const numberedPhotos = (prefix: string, shots: Shot[]): Photo[] =>
  shots.map(([alt, ratio], index) => photo(`${prefix}/${String(index + 1).padStart(2, '0')}`, alt, ratio));

/** A photo announced to link previews: its largest JPEG, which every network can read. */
export function shareImage(image: Photo): ShareImage {
  const largest = image.variants.jpeg.at(-1);
  if (!largest) throw new Error(`${image.alt}: no JPEG variant`);
  return {
    src: largest.src,
    alt: image.alt,
    width: largest.width,
    height: Math.round((largest.width * image.height) / image.width),
  };
}
