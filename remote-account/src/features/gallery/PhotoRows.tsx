import { GALLERY_FIRST_PHOTOS, type Gallery } from '@lapm/contracts';
import { type ReactNode, useDeferredValue } from 'react';
import { type Photo as AlbumPhoto, RowsPhotoAlbum } from 'react-photo-album';
import 'react-photo-album/rows.css';
import styles from './gallery.module.css';

type GalleryPhoto = Gallery['photos'][number];
type RowPhoto = AlbumPhoto & { photo: GalleryPhoto };

/** Pixels between two photos, across and down. */
const SPACING = 8;
/**
 * The widths the rows are laid out for: the grid's own width is rounded down to one of these,
 * and CSS stretches the rows to the real width. A phone turned or a window resized by a few
 * pixels then keeps its rows, and a width not measured yet (tests, a first render) still has one.
 */
const BREAKPOINTS = [320, 480, 640, 960, 1200];
/**
 * Rows of one or two photos on a phone (a portrait as wide as a thumb's reach), of four to six
 * on a wide screen.
 */
const rowHeight = (width: number) => (width < 480 ? 0.62 * width : width < 960 ? 210 : 240);
/**
 * Never three in a row on a phone: a portrait beside two others would be a box narrower than its
 * two download links (a finger's width each) and its heart.
 */
const rowConstraints = (width: number) => (width < 480 ? { maxPhotos: 2 } : {});
/** A screen of three device pixels or more per CSS pixel: most phones. */
const DENSE = '(min-resolution: 2.5dppx)';
/**
 * The grid's width on screen, for each photo's `sizes`: the wide page frame within its gutters
 * (`--gutter` is clamp(1rem, 4vw, 3rem), `--content-width` 76rem). The rows divide it.
 *
 * On a 3× screen the thumbnails are asked for at 2×: the grid is a contact sheet, and a phone
 * decoding and painting 3× thumbnails dropped frames while scrolling 500 photos (bench:scroll).
 * The viewer still shows each photo at the screen's full density.
 */
const GRID_WIDTH = {
  size: 'calc(70rem)',
  sizes: [
    { viewport: `(max-width: 25rem) and ${DENSE}`, size: 'calc((100vw - 2rem) * 2 / 3)' },
    { viewport: '(max-width: 25rem)', size: 'calc(100vw - 2rem)' },
    { viewport: `(max-width: 75rem) and ${DENSE}`, size: 'calc(92vw * 2 / 3)' },
    { viewport: '(max-width: 75rem)', size: 'calc(92vw)' },
  ],
};

/**
 * Photos in justified rows, each whole in a box of its own shape (react-photo-album's rows
 * layout), as a list named `label`. `item` draws a photo's content given its `sizes`.
 */
export function PhotoRows({
  photos,
  label,
  item,
}: {
  photos: readonly GalleryPhoto[];
  label: string;
  item: (photo: GalleryPhoto, sizes: string) => ReactNode;
}) {
  // Hundreds of photos are one long task on a phone: the first screens come first, the rest in
  // slices between the visitor's taps and scrolls.
  const drawn = useDeferredValue(photos, photos.slice(0, GALLERY_FIRST_PHOTOS));
  const rows: RowPhoto[] = drawn.map((photo) => ({
    key: photo.id,
    src: photo.src,
    width: photo.width,
    height: photo.height,
    photo,
  }));
  return (
    <RowsPhotoAlbum
      photos={rows}
      spacing={SPACING}
      padding={0}
      targetRowHeight={rowHeight}
      rowConstraints={rowConstraints}
      breakpoints={BREAKPOINTS}
      defaultContainerWidth={BREAKPOINTS[0]}
      sizes={GRID_WIDTH}
      componentsProps={{
        container: { role: 'list', 'aria-label': label, className: styles.album },
        track: { role: 'none' },
        // Every box is laid out once: skipping those off screen (`content-visibility: auto`) made
        // each one entering or leaving the screen a style, layout and paint on the main thread, and
        // a phone scrolling through 500 photos spent its frames there (bench:scroll).
        wrapper: { role: 'listitem' },
      }}
      render={{ image: (image, { photo }) => item(photo.photo, image.sizes ?? '100vw') }}
    />
  );
}
