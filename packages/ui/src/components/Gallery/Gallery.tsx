import type { Image } from '@lapm/contracts';
import type { CSSProperties, MouseEvent } from 'react';
import { fr } from '../../i18n/fr';
import { cx } from '../../internal/cx';
import { imageKey, largeImageHref, type Photo, Picture } from '../Picture/Picture';
import styles from './Gallery.module.css';
import { Lightbox } from './Lightbox';
import { photoAddressKey, usePhotoAddress } from './usePhotoAddress';

/**
 * A list drawn at random at each visit (the portfolio's albums, spec section 9: random samples
 * on load), with how many items it shows; the server render draws it from the seed the page
 * carries in its boot data, and the browser draws the same items again while it hydrates.
 */
const DRAW_ATTRIBUTE = 'data-draw';
/** On each item of such a list: which photo it shows, so the page can tell what was drawn. */
const DRAWN_ITEM_ATTRIBUTE = 'data-photo';

export interface GalleryProps {
  images: readonly (Image | Photo)[];
  /** Names the list of photos for screen readers ('Galerie mariage'). */
  label: string;
  /** Ratio of every thumbnail (width / height); 4 / 5 by default, portrait-friendly. */
  ratio?: number;
  /** Smallest thumbnail width before the grid drops a column; '16rem' by default. */
  minThumbWidth?: string;
  /** How wide a thumbnail is shown, for its `srcset` (see Picture's `sizes`): a column of the grid. */
  sizes?: string;
  /**
   * A list the server draws at each visit (DRAW_ATTRIBUTE): how many of `images` it keeps.
   * Each item then names its photo, so the page can adopt the draw it was served.
   */
  draw?: number;
  /** The gallery opens the page: its first photo is the page's largest paint, loaded at once. */
  first?: boolean;
  /**
   * Names the gallery in an open photo's address (`?photo=<name>.<file>`) on a page of several,
   * which may show the same photo: only this one's viewer opens.
   */
  name?: string;
  className?: string;
}

/** A plain click: not one that asks for a new tab or window, which the link keeps doing. */
export const opensInPlace = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * A grid of thumbnails. Each is a link to the photo at its largest, which works before any
 * script; the app turns the click into the full-size viewer on that photo, named in the page's
 * address (usePhotoAddress).
 */
export function Gallery({
  images,
  label,
  ratio = 4 / 5,
  minThumbWidth,
  sizes,
  draw,
  first = false,
  name,
  className,
}: GalleryProps) {
  const viewer = usePhotoAddress(
    images.map((image) => (name ? `${name}.${photoAddressKey(image)}` : photoAddressKey(image))),
  );
  return (
    <>
      <ul
        className={cx(styles.grid, className)}
        aria-label={label}
        style={minThumbWidth ? ({ '--gallery-min': minThumbWidth } as CSSProperties) : undefined}
        {...(draw !== undefined && { [DRAW_ATTRIBUTE]: draw })}
      >
        {images.map((image, index) => (
          <li
            key={`${imageKey(image)}-${index}`}
            {...(draw !== undefined && { [DRAWN_ITEM_ATTRIBUTE]: imageKey(image) })}
          >
            <a
              href={largeImageHref(image)}
              className={styles.thumb}
              aria-label={fr.gallery.open(image.alt)}
              onClick={(event) => {
                if (!opensInPlace(event)) return;
                event.preventDefault();
                viewer.open(index);
              }}
            >
              <Picture image={image} ratio={ratio} sizes={sizes} priority={first && index === 0} />
            </a>
          </li>
        ))}
      </ul>
      <Lightbox images={images} index={viewer.index} onIndexChange={viewer.show} onClose={viewer.close} />
    </>
  );
}
