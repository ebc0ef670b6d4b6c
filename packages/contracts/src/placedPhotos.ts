// Plain values only (no zod), and from its own zod-free module: importing photos.ts would bring
// zod into every public page.
import { type PhotoVariantExtension, type PhotoVariantFormat, photoVariantFormats } from './photoFormats';

/** The page data key of a page's placements (docs/decisions/0008). */
export const placementsPageData = (page: string) => `placements:${page}`;

/** A placed photo as the public pages get it: what draws it, nothing of the admin's. */
export interface PlacedPhoto {
  id: string;
  alt: string;
  width: number;
  height: number;
  /** Its published variants' widths, narrowest first, each in AVIF, WebP and JPEG. */
  widths: number[];
  placeholder: string;
  /** The point of the photo every crop keeps in view, in % of its width and height. */
  focal_point?: FocalPoint;
}

/** A point of a photo, in % of its width (x, from the left) and height (y, from the top). */
export interface FocalPoint {
  x: number;
  y: number;
}

/** Where a crop centres when she chose nothing: the middle of the photo. */
export const defaultFocalPoint: FocalPoint = { x: 50, y: 50 };

/**
 * A page's places, by key, each with its photos in order: an empty list shows the demo images (a
 * place she never chose), null leaves the spot out (hers, emptied, no fallback to show).
 */
export type PagePlacements = Record<string, PlacedPhoto[] | null>;

/** The public address of one variant of a published photo: same bytes whichever storage holds it. */
const photoVariantPath = (id: string, width: number, extension: PhotoVariantExtension) =>
  `/photos/${id}/${width}.${extension}`;

/**
 * A placed photo in the shape the UI kit's <Picture> draws (a ResponsiveImage of @lapm/images
 * with its alt text): its published variants, narrowest first, in the three formats.
 */
export function placedPhotoImage(photo: PlacedPhoto) {
  return {
    width: photo.width,
    height: photo.height,
    placeholder: photo.placeholder,
    alt: photo.alt,
    variants: photoVariants(photo.id, photo.widths),
    focalPoint: photo.focal_point,
  };
}

/** A published photo's variants at its widths, narrowest first, in the three formats <Picture> offers. */
export function photoVariants(id: string, widths: readonly number[]) {
  const list = (format: PhotoVariantFormat) =>
    widths.map((width) => ({
      src: photoVariantPath(id, width, photoVariantFormats[format].extension),
      width,
    }));
  return { avif: list('avif'), webp: list('webp'), jpeg: list('jpeg') };
}
