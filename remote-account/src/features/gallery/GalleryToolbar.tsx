import { frenchDay, type Gallery, galleryMessages, studioDay } from '@lapm/contracts';
import { Checkbox } from '@lapm/ui';
import { useState } from 'react';
import { fr } from '../../i18n/fr';
import { DownloadPin } from './DownloadPin';
import { GuestName } from './GuestName';
import styles from './gallery.module.css';

interface GalleryToolbarProps {
  albumId: number;
  gallery: Gallery;
  downloads: Gallery['downloads'];
  onDownloads: (downloads: Gallery['downloads']) => void;
  selection: Gallery['selection'];
  locked: boolean;
  onlyFavourites: boolean;
  onOnlyFavourites: (only: boolean) => void;
  /** A guest who gives her name gets back the hearts she left under it. */
  onNamed: (list: readonly string[]) => void;
  hideError: string | null;
  error: string | null;
}

/** Above the photos: the guest's name, the favourites filter, the downloads and what went wrong. */
export function GalleryToolbar(props: GalleryToolbarProps) {
  const { albumId, gallery, downloads, selection, locked } = props;
  const text = fr.gallery;
  const guest = gallery.viewer === 'guest';
  const owner = gallery.viewer === 'owner';
  const [guestName, setGuestName] = useState(gallery.guest);
  return (
    <div className={styles.toolbar}>
      {guest && !guestName && (
        <GuestName
          albumId={albumId}
          onNamed={(name, list) => {
            setGuestName(name);
            props.onNamed(list);
          }}
        />
      )}
      {guest && guestName && <p className={styles.note}>{text.guestHello(guestName)}</p>}
      <Checkbox
        label={text.onlyFavourites}
        checked={props.onlyFavourites}
        onChange={(event) => props.onOnlyFavourites(event.target.checked)}
      />
      <DownloadLinks gallery={gallery} downloads={downloads} />
      {downloads.pinAsked && <DownloadPin albumId={albumId} onAccepted={props.onDownloads} />}
      {owner && locked && (
        <p className={styles.locked} role="status">
          {selection.sentAt ? `${text.sentOn(frenchDay(studioDay(new Date(selection.sentAt))))} ` : ''}
          {galleryMessages.selectionLocked}
        </p>
      )}
      {props.hideError && (
        <p role="alert" className={styles.error}>
          {props.hideError}
        </p>
      )}
      {props.error && (
        <p role="alert" className={styles.error}>
          {props.error}
        </p>
      )}
    </div>
  );
}

/** The whole séance to download, and what the downloads are. */
function DownloadLinks({ gallery, downloads }: { gallery: Gallery; downloads: Gallery['downloads'] }) {
  const text = fr.gallery;
  return (
    <>
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
    </>
  );
}
