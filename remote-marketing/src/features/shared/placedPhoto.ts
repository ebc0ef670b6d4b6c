import type { PagePlacements } from '@lapm/contracts';
import type { Photo } from '../../content/images';
import { placedOr } from '../../content/placements';

/**
 * Her photo for a place that takes one (docs/decisions/0011), else the page's own; undefined when
 * she emptied the place with no fallback: the page leaves the photo out.
 */
export function placedPhoto(
  placements: PagePlacements,
  place: string | undefined,
  own: Photo,
): Photo | undefined {
  if (!place) return own;
  return placedOr(placements, place, [own])[0];
}

/**
 * The frame of a one-photo place keeps the shape of the page's own photo, whichever she placed:
 * the page's layout does not move, and her photo is cropped around its focal point.
 */
export const ratioOf = (own: Photo) => own.width / own.height;
