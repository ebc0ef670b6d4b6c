import { api } from '@lapm/api-client';
import { frenchDay, type Gallery, galleryMessages, studioDay } from '@lapm/contracts';
import { errorMessage, FormFeedback, useSubmission } from '@lapm/forms';
import { Button, Checkbox, ConfirmDialog, Lightbox, PHOTO_PARAM, usePhotoAddress } from '@lapm/ui';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fr } from '../../i18n/fr';
import { ChapteredPhotos } from './Chapters';
import { DownloadPin } from './DownloadPin';
import { GalleryItem } from './GalleryItem';
import { GuestName } from './GuestName';
import styles from './gallery.module.css';
import { PhotoDownloads, SelectionCount } from './PhotoDownloads';
import { PhotoRows } from './PhotoRows';
import { toPicture } from './photos';
import { SlideshowButton, useSlideshow } from './Slideshow';
import { useFavourites } from './useFavourites';

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
  const [guestName, setGuestName] = useState(gallery.guest);
  // The owner's choice of what her guests see: shown at once, put back if the server refuses.
  const [hidden, setHidden] = useState<ReadonlySet<string>>(
    () => new Set(gallery.photos.filter((photo) => photo.hidden).map((photo) => photo.id)),
  );
  const [hideError, setHideError] = useState<string | null>(null);
  function toggleHidden(photoId: string) {
    const wanted = !hidden.has(photoId);
    const change = (hide: boolean) =>
      setHidden((current) => {
        const next = new Set(current);
        if (hide) next.add(photoId);
        else next.delete(photoId);
        return next;
      });
    change(wanted);
    setHideError(null);
    api.galleries.setHidden(albumId, photoId, wanted).catch((failure: unknown) => {
      change(!wanted);
      setHideError(errorMessage(failure));
    });
  }
  const [selection, setSelection] = useState(gallery.selection);
  const [downloads, setDownloads] = useState(gallery.downloads);
  const [onlyFavourites, setOnlyFavourites] = useState(false);
  const [asking, setAsking] = useState(false);
  const sending = useSubmission();
  // The owner's hearts lock once her selection is sent; a guest's list never does.
  const locked = !guest && selection.status === 'sent';

  const pictures = useMemo(
    () => new Map(gallery.photos.map((photo) => [photo.id, toPicture(photo)])),
    [gallery],
  );
  // The photo open in the viewer stays in the list of favourites after its heart is taken back:
  // the viewer stays on it, and the next one follows.
  const open = useSearchParams()[0].get(PHOTO_PARAM);
  const shown = onlyFavourites
    ? gallery.photos.filter((photo) => favourites.has(photo.id) || photo.id === open)
    : gallery.photos;
  const shownPictures = useMemo(
    () => shown.map((photo) => pictures.get(photo.id) ?? toPicture(photo)),
    [shown, pictures],
  );
  // Each photo's own address (`?photo=<id>`): the phone's Back closes the viewer.
  const viewer = usePhotoAddress(shown.map((photo) => String(photo.id)));
  const count = gallery.photos.filter((photo) => favourites.has(photo.id)).length;
  const slideshow = useSlideshow(viewer.index, shown.length, viewer.show);

  function send() {
    setAsking(false);
    void sending.run('save', async () => {
      const answer = await api.galleries.sendSelection(albumId);
      setSelection(answer.selection);
      return { kind: 'success', text: answer.message };
    });
  }

  // Each photo's place in `shown`: the viewer opens it there, whatever chapter shows it.
  const places = new Map(shown.map((photo, index) => [photo.id, index]));
  const renderItem = (photo: Gallery['photos'][number], sizes: string) => {
    const index = places.get(photo.id) ?? 0;
    return (
      <GalleryItem
        albumId={albumId}
        photo={photo}
        picture={shownPictures[index] ?? toPicture(photo)}
        sizes={sizes}
        favourite={favourites.has(photo.id)}
        locked={locked}
        rights={downloads}
        hiding={owner ? { hidden: hidden.has(photo.id), toggle: () => toggleHidden(photo.id) } : undefined}
        showNotes={!guest}
        onOpen={() => viewer.open(index)}
        onToggleFavourite={() => toggle(photo.id)}
      />
    );
  };
  const grid = (photos: readonly Gallery['photos'][number][], label: string) => (
    <PhotoRows photos={photos} label={label} item={renderItem} />
  );

  if (gallery.photos.length === 0) return <p>{text.empty}</p>;

  return (
    <>
      <div className={styles.toolbar}>
        {guest && !guestName && (
          <GuestName
            albumId={albumId}
            onNamed={(name, list) => {
              setGuestName(name);
              replace(list);
            }}
          />
        )}
        {guest && guestName && <p className={styles.note}>{text.guestHello(guestName)}</p>}
        <Checkbox
          label={text.onlyFavourites}
          checked={onlyFavourites}
          onChange={(event) => setOnlyFavourites(event.target.checked)}
        />
        <div className={styles.actions}>
          {downloads.web && (
            <a className={styles.downloadAll} href={gallery.webArchiveUrl} download>
              {text.downloadAllWeb}
            </a>
          )}
          {downloads.high && (
            <a className={styles.downloadAll} href={gallery.archiveUrl} download>
              {text.downloadAllHigh}
            </a>
          )}
        </div>
        {downloads.web && (
          <div className={styles.note}>
            <p>{text.downloadWebHint}</p>
            {downloads.favouritesOnly && <p>{text.downloadsFavouritesOnly}</p>}
            {downloads.watermarked && <p>{text.downloadsMarked}</p>}
          </div>
        )}
        {downloads.pinAsked && <DownloadPin albumId={albumId} onAccepted={setDownloads} />}
        {owner && locked && (
          <p className={styles.locked} role="status">
            {selection.sentAt ? `${text.sentOn(frenchDay(studioDay(new Date(selection.sentAt))))} ` : ''}
            {galleryMessages.selectionLocked}
          </p>
        )}
        {hideError && (
          <p role="alert" className={styles.error}>
            {hideError}
          </p>
        )}
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
      </div>
      <div className={styles.photos}>
        {/* First for the keyboard, drawn under the photos and kept at the screen's foot. */}
        <div className={styles.selectionBar}>
          <div className={styles.selectionCount}>
            <SelectionCount count={count} included={guest ? 0 : gallery.includedPhotos} />
          </div>
          {owner && !locked && (
            <Button
              disabled={sending.pending !== null}
              onClick={() =>
                count === 0
                  ? sending.setOutcome({ kind: 'error', text: galleryMessages.selectionEmpty })
                  : setAsking(true)
              }
            >
              {sending.pending ? text.sending : text.send}
            </Button>
          )}
          {!locked && <FormFeedback outcome={sending.outcome} />}
        </div>
        {shown.length === 0 ? (
          <p>{text.noFavourites}</p>
        ) : gallery.chapters.length === 0 ? (
          grid(shown, text.photosLabel)
        ) : (
          <ChapteredPhotos chapters={gallery.chapters} photos={shown} grid={grid} />
        )}
      </div>
      <Lightbox
        images={shownPictures}
        index={viewer.index}
        onIndexChange={viewer.show}
        onClose={viewer.close}
        // A client's photo has no description, and its camera file name says nothing: the
        // viewer's only text is its position (« Photo 3 sur 40 »).
        caption={() => null}
        actions={(index) => {
          const photo = shown[index];
          if (!photo) return null;
          const favourite = favourites.has(photo.id);
          // The grid's heart and download, for the photo shown, with the count they change.
          return (
            <div className={styles.viewerActions}>
              <div className={styles.viewerButtons}>
                <button
                  type="button"
                  className={styles.heart}
                  aria-pressed={favourite}
                  aria-label={text.favouriteShown}
                  disabled={locked}
                  onClick={() => toggle(photo.id)}
                >
                  <span aria-hidden="true">{favourite ? '♥' : '♡'}</span>
                </button>
                <PhotoDownloads photo={photo} rights={downloads} favourite={favourite} named={false} />
                {shown.length > 1 && (
                  <SlideshowButton playing={slideshow.playing} index={index} onToggle={slideshow.toggle} />
                )}
              </div>
              <SelectionCount count={count} included={gallery.includedPhotos} />
              {error && (
                <p role="alert" className={styles.error}>
                  {error}
                </p>
              )}
            </div>
          );
        }}
      />
      <ConfirmDialog
        open={asking}
        title={text.confirmTitle}
        confirmLabel={text.confirm}
        onConfirm={send}
        onCancel={() => setAsking(false)}
      >
        {text.confirmQuestion(count)}
      </ConfirmDialog>
    </>
  );
}
