import type { Image } from '@lapm/contracts';
import { placeholderSrc } from '@lapm/ui';
import { photoFiles } from './photos';

/** An image with its frame size, so the page reserves its box before the file arrives. */
export interface Photo extends Image {
  width: number;
  height: number;
}

export const ratios = {
  portrait: { width: 800, height: 1200 },
  landscape: { width: 1200, height: 800 },
  square: { width: 1000, height: 1000 },
} as const;
export type Ratio = keyof typeof ratios;

/**
 * Every photo of the site is named by a stable key (see CREDITS.md): the studio's file of
 * that name in `photos/` when there is one, otherwise a generated placeholder of the
 * same aspect ratio.
 */
export function photo(key: string, alt: string, ratio: Ratio): Photo {
  const { width, height } = ratios[ratio];
  return { src: photoFiles[key] ?? placeholderSrc(key, width, height), alt, width, height };
}

export type Shot = [alt: string, ratio: Ratio];

/** A series of photos keyed `<prefix>/01`, `<prefix>/02`… in the order of `shots`. */
export const numberedPhotos = (prefix: string, shots: Shot[]): Photo[] =>
  shots.map(([alt, ratio], index) => photo(`${prefix}/${String(index + 1).padStart(2, '0')}`, alt, ratio));
