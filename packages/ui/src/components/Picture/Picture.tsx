import type { Image } from '@lapm/contracts';
import { type CSSProperties, useState } from 'react';
import { cx } from '../../internal/cx';
import { parsePlaceholderSrc, placeholderDataUri } from '../../placeholder/placeholder';
import styles from './Picture.module.css';

export interface PictureProps {
  image: Image;
  /**
   * Width / height of the frame (e.g. 3 / 2). A placeholder token carries its own; a real
   * photo without one keeps its natural ratio. The frame reserves its height before the
   * photo arrives, so nothing shifts.
   */
  ratio?: number;
  /** cover crops to the frame (grids); contain shows the whole photo (viewer). */
  fit?: 'cover' | 'contain';
  /** Photos below the fold load lazily; give "eager" to the first, largest one. */
  loading?: 'lazy' | 'eager';
  sizes?: string;
  className?: string;
}

/** The frame's CSS aspect-ratio: the one asked for, else the placeholder's own. */
function frameRatio(src: string, ratio?: number): string | undefined {
  if (ratio) return `${ratio} / 1`;
  const spec = parsePlaceholderSrc(src);
  return spec ? `${spec.width} / ${spec.height}` : undefined;
}

/**
 * A photo. A `placeholder:<seed>:<w>x<h>` source renders the generated composition; a
 * real file that fails to load is replaced by a composition seeded with its path, so a
 * visitor never sees a broken-image icon.
 */
export function Picture({ image, ratio, fit = 'cover', loading = 'lazy', sizes, className }: PictureProps) {
  const [failed, setFailed] = useState(false);
  const aspect = frameRatio(image.src, ratio);
  const placeholder = parsePlaceholderSrc(image.src);
  const fallback = { seed: image.src, width: 1200, height: Math.round(1200 / (ratio ?? 1.5)) };
  const src = placeholder
    ? placeholderDataUri(placeholder)
    : failed
      ? placeholderDataUri(fallback)
      : image.src;
  const style: CSSProperties | undefined = aspect ? { aspectRatio: aspect } : undefined;
  return (
    <div className={cx(styles.frame, className)} style={style}>
      <img
        className={cx(styles.image, fit === 'contain' && styles.contain)}
        src={src}
        alt={image.alt}
        loading={loading}
        decoding="async"
        sizes={sizes}
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
