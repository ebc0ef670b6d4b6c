import { api } from '@lapm/api-client';
import { type DownloadRights, frenchDay, type Gallery, galleryMessages, studioDay } from '@lapm/contracts';
import { errorMessage, FormFeedback, useSubmission } from '@lapm/forms';
import {
  Button,
  Checkbox,
  ConfirmDialog,
  Lightbox,
  opensInPlace,
  PHOTO_PARAM,
  Picture,
  usePhotoAddress,
} from '@lapm/ui';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fr } from '../../i18n/fr';
import { ChapteredPhotos } from './Chapters';
import { DownloadPin } from './DownloadPin';
import { GuestName } from './GuestName';
import styles from './gallery.module.css';
import { toPicture } from './photos';
import { useFavourites } from './useFavourites';

/** A column of the grid: two on a phone, up to five on a wide screen. */
const THUMB_SIZES = '(min-width: 75rem) 14rem, (min-width: 40rem) 30vw, 50vw';

/** The hearts counted against the formula, and what lies beyond it. */
function SelectionCount({ count, included }: { count: number; included: number }) {
  const extra = included > 0 ? count - included : 0;
  return (
    <>
      <p className={styles.counter} aria-live="polite">
        <span aria-hidden="true" className={styles.counterHeart}>
          ♥
        </span>{' '}
        {fr.gallery.counter(count, included)}
      </p>
      {extra > 0 && <p className={styles.note}>{fr.gallery.beyondIncluded(extra)}</p>}
    </>
  );
}

/**
 * A photo's download links, as the album and the server allow them to this viewer: the web size,
 * the high resolution, or nothing (favourites only, and not one of hers). The server refuses the rest.
 */
function PhotoDownloads({
  photo,
  rights,
  favourite,
  named,
}: {
  photo: Gallery['photos'][number];
  rights: DownloadRights;
  favourite: boolean;
  /** Labels naming the photo (the grid), or not (the viewer shows it). */
  named: boolean;
}) {
  const text = fr.gallery;
  if (rights.favouritesOnly && !favourite) return null;
  return (
    <>
      {rights.web && (
        <a
          className={styles.download}
          href={photo.webDownloadUrl}
          download
          aria-label={named ? text.downloadWebName(photo.fileName) : undefined}
        >
          {text.downloadWeb}
        </a>
      )}
      {rights.high && (
        <a
          className={styles.download}
          href={photo.downloadUrl}
          download={photo.fileName}
          aria-label={named ? text.downloadHighName(photo.fileName) : undefined}
        >
          {text.downloadHigh}
        </a>
      )}
    </>
  );
}

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
  const renderItem = (photo: Gallery['photos'][number]) => {
    const index = places.get(photo.id) ?? 0;
    const favourite = favourites.has(photo.id);
    return (
      <li key={photo.id} className={styles.item}>
        <a
          href={photo.src}
          className={styles.thumb}
          aria-label={text.open(photo.fileName)}
          onClick={(event) => {
            if (!opensInPlace(event)) return;
            event.preventDefault();
            viewer.open(index);
          }}
        >
          <Picture image={shownPictures[index] ?? toPicture(photo)} ratio={1} sizes={THUMB_SIZES} />
        </a>
        <div className={styles.itemBar}>
          <button
            type="button"
            className={styles.heart}
            aria-pressed={favourite}
            aria-label={text.favourite(photo.fileName)}
            disabled={locked}
            onClick={() => toggle(photo.id)}
          >
            <span aria-hidden="true">{favourite ? '♥' : '♡'}</span>
          </button>
          <PhotoDownloads photo={photo} rights={downloads} favourite={favourite} named />
          {owner && (
            <button
              type="button"
              className={styles.hide}
              aria-label={
                hidden.has(photo.id) ? text.showName(photo.fileName) : text.hideName(photo.fileName)
              }
              onClick={() => toggleHidden(photo.id)}
            >
              {hidden.has(photo.id) ? text.show : text.hide}
            </button>
          )}
        </div>
        {!guest && (hidden.has(photo.id) || photo.chosenBy.length > 0) && (
          <p className={styles.guestNote}>
            {hidden.has(photo.id) && <span>{text.hidden}</span>}
            {hidden.has(photo.id) && photo.chosenBy.length > 0 && ' · '}
            {photo.chosenBy.length > 0 && <span>{text.chosenBy(photo.chosenBy)}</span>}
          </p>
        )}
      </li>
    );
  };
  const grid = (photos: readonly Gallery['photos'][number][], label: string) => (
    <ul className={styles.grid} aria-label={label}>
      {photos.map(renderItem)}
    </ul>
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
        <SelectionCount count={count} included={guest ? 0 : gallery.includedPhotos} />
        <Checkbox
          label={text.onlyFavourites}
          checked={onlyFavourites}
          onChange={(event) => setOnlyFavourites(event.target.checked)}
        />
        <div className={styles.actions}>
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
        {!locked && <FormFeedback outcome={sending.outcome} />}
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
      {shown.length === 0 ? (
        <p>{text.noFavourites}</p>
      ) : gallery.chapters.length === 0 ? (
        grid(shown, text.photosLabel)
      ) : (
        <ChapteredPhotos chapters={gallery.chapters} photos={shown} grid={grid} />
      )}
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
