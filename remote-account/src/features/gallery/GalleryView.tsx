import type { Gallery } from '@lapm/contracts';
import { type Photo, usePhotoAddress } from '@lapm/ui';
import { useState } from 'react';
import { fr } from '../../i18n/fr';
import { ChapteredPhotos } from './Chapters';
import { GalleryItem } from './GalleryItem';
import { GalleryToolbar } from './GalleryToolbar';
import styles from './gallery.module.css';
import { PhotoRows } from './PhotoRows';
import { toPicture } from './photos';
import { SelectionBar, SendDialog, useSelectionSending } from './SelectionBar';
import { useSlideshow } from './Slideshow';
import { useFavourites } from './useFavourites';
import { useHiddenPhotos } from './useHiddenPhotos';
import { useShownPhotos } from './useShownPhotos';
import { GalleryLightbox } from './ViewerActions';

/**
 * The photos of the séance: a grid the phone scrolls through by the hundred (each item skips
 * layout and paint off screen, each image loads lazily over its blurred preview), a heart on
 * each, the count against the formula, the selection to send, and the downloads as plain links.
 */
export function GalleryView({ albumId, gallery }: { albumId: number; gallery: Gallery }) {
  const text = fr.gallery;
  const { favourites, toggle, replace, error } = useFavourites(albumId, gallery.favourites);
  const guest = gallery.viewer === 'guest';
  const owner = gallery.viewer === 'owner';
  const { hidden, hideError, toggleHidden } = useHiddenPhotos(albumId, gallery.photos);
  const [selection, setSelection] = useState(gallery.selection);
  const [downloads, setDownloads] = useState(gallery.downloads);
  const [onlyFavourites, setOnlyFavourites] = useState(false);
  const sending = useSelectionSending(albumId, setSelection);
  // The owner's hearts lock once her selection is sent; a guest's list never does.
  const locked = !guest && selection.status === 'sent';
  const { shown, shownPictures } = useShownPhotos(gallery, favourites, onlyFavourites);
  // Each photo's own address (`?photo=<id>`): the phone's Back closes the viewer.
  const viewer = usePhotoAddress(shown.map((photo) => String(photo.id)));
  const count = gallery.photos.filter((photo) => favourites.has(photo.id)).length;
  const slideshow = useSlideshow(viewer.index, shown.length, viewer.show);

  if (gallery.photos.length === 0) return <p>{text.empty}</p>;

  return (
    <>
      <GalleryToolbar
        {...{ albumId, gallery, downloads, selection, locked, onlyFavourites, hideError, error }}
        onDownloads={setDownloads}
        onOnlyFavourites={setOnlyFavourites}
        onNamed={replace}
      />
      <div className={styles.photos}>
        <SelectionBar
          count={count}
          included={guest ? 0 : gallery.includedPhotos}
          canSend={owner && !locked}
          locked={locked}
          selection={sending}
        />
        <ShownPhotos
          {...{ albumId, gallery, shown, shownPictures, favourites, locked, downloads }}
          hiding={owner ? { hidden, toggle: toggleHidden } : undefined}
          showNotes={!guest}
          onOpen={viewer.open}
          onToggleFavourite={toggle}
        />
      </div>
      <GalleryLightbox
        {...{ shown, viewer, favourites, locked, count, slideshow, error }}
        pictures={shownPictures}
        rights={downloads}
        included={gallery.includedPhotos}
        onToggleFavourite={toggle}
      />
      <SendDialog count={count} selection={sending} />
    </>
  );
}

interface ShownPhotosProps {
  albumId: number;
  gallery: Gallery;
  shown: Gallery['photos'];
  shownPictures: readonly Photo[];
  favourites: ReadonlySet<string>;
  locked: boolean;
  downloads: Gallery['downloads'];
  /** The owner's eye on each photo: what her guests see. */
  hiding?: { hidden: ReadonlySet<string>; toggle: (photoId: string) => void };
  showNotes: boolean;
  onOpen: (index: number) => void;
  onToggleFavourite: (photoId: string) => void;
}

/** The grid of the photos shown, in chapters when the séance has some. */
function ShownPhotos({ gallery, shown, shownPictures, favourites, hiding, ...props }: ShownPhotosProps) {
  const text = fr.gallery;
  // Each photo's place in `shown`: the viewer opens it there, whatever chapter shows it.
  const places = new Map(shown.map((photo, index) => [photo.id, index]));
  const renderItem = (photo: Gallery['photos'][number], sizes: string) => {
    const index = places.get(photo.id) ?? 0;
    return (
      <GalleryItem
        albumId={props.albumId}
        photo={photo}
        picture={shownPictures[index] ?? toPicture(photo)}
        sizes={sizes}
        favourite={favourites.has(photo.id)}
        locked={props.locked}
        rights={props.downloads}
        hiding={
          hiding ? { hidden: hiding.hidden.has(photo.id), toggle: () => hiding.toggle(photo.id) } : undefined
        }
        showNotes={props.showNotes}
        onOpen={() => props.onOpen(index)}
        onToggleFavourite={() => props.onToggleFavourite(photo.id)}
      />
    );
  };
  const grid = (photos: readonly Gallery['photos'][number][], label: string) => (
    <PhotoRows photos={photos} label={label} item={renderItem} />
  );
  if (shown.length === 0) return <p>{text.noFavourites}</p>;
  if (gallery.chapters.length === 0) return grid(shown, text.photosLabel);
  return <ChapteredPhotos chapters={gallery.chapters} photos={shown} grid={grid} />;
}
