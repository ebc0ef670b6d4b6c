/**
 * What the image pipeline (pipeline.ts) produces for one source photo, and what the
 * UI kit's `<Picture>` renders. Browser-safe: no Node.js import here.
 */
import type { PhotoVariantFormat } from '@lapm/contracts';

export type PhotoFormat = PhotoVariantFormat;

export interface PhotoVariant {
  /** URL of the file on the site, e.g. /images/mariage-01.800.3f9a1c2b7e.avif (hashed: cached for a year). */
  src: string;
  /** Width in pixels, for the `w` descriptor of `srcset`. */
  width: number;
}

export interface ResponsiveImage {
  /** Intrinsic size of the source: width/height attributes and aspect ratio, so nothing shifts. */
  width: number;
  height: number;
  /** A blurred ~16-pixel preview as a data: URI, shown while the photo loads. */
  placeholder: string;
  /** Variants by format, narrowest first. AVIF then WebP are offered; JPEG is the fallback. */
  variants: Record<PhotoFormat, PhotoVariant[]>;
}
