import type { Image } from '@lapm/contracts';
import type { ResponsiveImage } from '@lapm/images';
import { type CSSProperties, useState } from 'react';
import { preload } from 'react-dom';
import { cx } from '../../internal/cx';
import { parsePlaceholderSrc, placeholderDataUri } from '../../placeholder/placeholder';
import styles from './Picture.module.css';

/**
 * A photo made by the image pipeline (@lapm/images `photos`), with its text alternative, and
 * for a photo of the library the point every crop keeps in view (in %, the middle by default).
 */
export type Photo = ResponsiveImage & { alt: string; focalPoint?: { x: number; y: number } };

export interface PictureProps {
  /** A content image (`src` a file or a `placeholder:` token) or a photo of the image pipeline. */
  image: Image | Photo;
  /**
   * Width / height of the frame (e.g. 3 / 2). A placeholder token and a pipeline photo
   * carry their own; a plain file without one keeps its natural ratio. The frame reserves
   * its height before the photo arrives, so nothing shifts.
   */
  ratio?: number;
  /** cover crops to the frame (grids); contain shows the whole photo (viewer). */
  fit?: 'cover' | 'contain';
  /**
   * The page's largest image (its LCP element): loaded at once, with high fetch priority.
   * Every other photo is lazy and decoded off the main thread.
   */
  priority?: boolean;
  /** "eager" loads at once like `priority`, without raising the fetch priority: the viewer's photo. */
  loading?: 'lazy' | 'eager';
  /** The `sizes` of the srcset: how wide the photo is shown (default: the full viewport). */
  sizes?: string;
  /**
   * "low": a lazy photo that must not share a slow line with the page's largest one, even once
   * on screen (a gallery's thumbnails under its cover).
   */
  fetchPriority?: 'low';
  /** Its image has loaded (a first, light cover: the sharp one may follow). */
  onLoad?: () => void;
  className?: string;
}

const isPhoto = (image: Image | Photo): image is Photo => 'variants' in image;

/**
 * A stable name for an image, for list keys and for the portfolio's served draw: its file,
 * or for a pipeline photo its smallest variant's file (the same photo in two slots gives
 * the same name, and is the same picture).
 */
export const imageKey = (image: Image | Photo): string =>
  isPhoto(image) ? (image.variants.jpeg[0]?.src ?? image.alt) : image.src;

/**
 * The address of a photo at its largest: what a photo's link opens before the app turns the
 * click into the viewer. A pipeline photo's widest JPEG, a file itself, a placeholder drawn.
 */
export function largeImageHref(image: Image | Photo): string {
  if (isPhoto(image)) {
    const widths = image.variants.jpeg;
    return widths[widths.length - 1]?.src ?? '';
  }
  const placeholder = parsePlaceholderSrc(image.src);
  return placeholder ? placeholderDataUri(placeholder) : image.src;
}

const srcSet = (variants: ResponsiveImage['variants'][keyof ResponsiveImage['variants']]) =>
  variants.map((variant) => `${variant.src} ${variant.width}w`).join(', ');

/** The frame's CSS aspect-ratio: the one asked for, else the image's own. */
function frameRatio(image: Image | Photo, ratio?: number): string | undefined {
  if (ratio) return `${ratio} / 1`;
  if (isPhoto(image)) return `${image.width} / ${image.height}`;
  const spec = parsePlaceholderSrc(image.src);
  return spec ? `${spec.width} / ${spec.height}` : undefined;
}

/**
 * The page's largest paint: fetched from the page's head, before the styles and fonts that come
 * first in the document (React writes the link into the head of the server's HTML). In the first
 * format offered: a client's gallery has no AVIF, its WebP is preloaded then.
 */
function preloadLargestPaint(image: Photo, sizes: string) {
  const [format, preloaded] =
    image.variants.avif.length > 0
      ? (['avif', image.variants.avif] as const)
      : (['webp', image.variants.webp] as const);
  const [smallest] = preloaded;
  if (!smallest) return;
  preload(smallest.src, {
    as: 'image',
    type: `image/${format}`,
    imageSrcSet: srcSet(preloaded),
    imageSizes: sizes,
    fetchPriority: 'high',
  });
}

/**
 * A photo. A pipeline photo renders `<picture>` with AVIF and WebP sources and a JPEG
 * fallback, all with `srcset`/`sizes`, over its blurred preview. A `placeholder:<seed>:<w>x<h>`
 * source renders the generated composition; a plain file that fails to load is replaced
 * by a composition seeded with its path, so a visitor never sees a broken-image icon.
 */
export function Picture({
  image,
  ratio,
  fit = 'cover',
  priority = false,
  loading = 'lazy',
  sizes = '100vw',
  fetchPriority,
  onLoad,
  className,
}: PictureProps) {
  const [failed, setFailed] = useState(false);
  const aspect = frameRatio(image, ratio);
  const eager = priority || loading === 'eager';
  // Lazy loading and async decoding only below the fold: the LCP image must not wait.
  const timing = {
    loading: eager ? ('eager' as const) : ('lazy' as const),
    decoding: eager ? undefined : ('async' as const),
    fetchPriority: priority ? ('high' as const) : fetchPriority,
  };
  const imageClass = cx(styles.image, fit === 'contain' && styles.contain);
  const style: CSSProperties = aspect ? { aspectRatio: aspect } : {};

  if (isPhoto(image)) {
    const fallback = image.variants.jpeg;
    if (priority) preloadLargestPaint(image, sizes);
    return (
      <div
        className={cx(styles.frame, className)}
        style={{
          ...style,
          backgroundImage: image.placeholder ? `url("${image.placeholder}")` : undefined,
          backgroundPosition: image.focalPoint && `${image.focalPoint.x}% ${image.focalPoint.y}%`,
        }}
      >
        <picture className={styles.picture}>
          {/* A client's gallery is made without AVIF: no empty source for the browser to skip. */}
          {image.variants.avif.length > 0 && (
            <source type="image/avif" srcSet={srcSet(image.variants.avif)} sizes={sizes} />
          )}
          <source type="image/webp" srcSet={srcSet(image.variants.webp)} sizes={sizes} />
          <img
            className={imageClass}
            src={fallback[Math.floor((fallback.length - 1) / 2)]?.src}
            srcSet={srcSet(fallback)}
            sizes={sizes}
            width={image.width}
            height={image.height}
            alt={image.alt}
            style={
              image.focalPoint && {
                objectPosition: `${image.focalPoint.x}% ${image.focalPoint.y}%`,
              }
            }
            {...timing}
            onLoad={onLoad}
          />
        </picture>
      </div>
    );
  }

  const placeholder = parsePlaceholderSrc(image.src);
  const substitute = { seed: image.src, width: 1200, height: Math.round(1200 / (ratio ?? 1.5)) };
  const src = placeholder
    ? placeholderDataUri(placeholder)
    : failed
      ? placeholderDataUri(substitute)
      : image.src;
  return (
    <div className={cx(styles.frame, className)} style={aspect ? style : undefined}>
      <img
        className={imageClass}
        src={src}
        alt={image.alt}
        width={placeholder?.width}
        height={placeholder?.height}
        {...timing}
        onError={failed || placeholder ? undefined : () => setFailed(true)}
      />
    </div>
  );
}

export interface PlaceholderImageProps {
  seed: string;
  width: number;
  height: number;
  alt: string;
  className?: string;
}

/** A generated composition on its own, for a spot with no content image at all. */
export function PlaceholderImage({ seed, width, height, alt, className }: PlaceholderImageProps) {
  return (
    <img
      className={className}
      src={placeholderDataUri({ seed, width, height })}
      alt={alt}
      width={width}
      height={height}
    />
  );
}
