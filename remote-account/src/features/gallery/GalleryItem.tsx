import type { DownloadRights, Gallery } from '@lapm/contracts';
import { opensInPlace, type Photo, Picture } from '@lapm/ui';
import { fr } from '../../i18n/fr';
import styles from './gallery.module.css';
import { PhotoDownloads } from './PhotoDownloads';

export interface GalleryItemProps {
  photo: Gallery['photos'][number];
  picture: Photo;
  /** How wide the photo's box is drawn, for its srcset: the width its row gives it. */
  sizes: string;
  favourite: boolean;
  /** The owner's hearts once her selection is sent. */
  locked: boolean;
  rights: DownloadRights;
  /** The owner's « Masquer aux invités », with the photo's state; absent for anyone else. */
  hiding?: { hidden: boolean; toggle: () => void };
  /** Her guests' choices and her own hiding, told to the owner (and the admin). */
  showNotes: boolean;
  onOpen: () => void;
  onToggleFavourite: () => void;
}

/**
 * One photo of the grid, whole in a box of its own shape: a link to the photo itself (what a
 * tap opens before the app runs, the viewer after), its heart in a corner within a thumb's
 * reach, then its downloads and the owner's notes under it.
 */
export function GalleryItem({
  photo,
  picture,
  sizes,
  favourite,
  locked,
  rights,
  hiding,
  showNotes,
  onOpen,
  onToggleFavourite,
}: GalleryItemProps) {
  const text = fr.gallery;
  const hidden = hiding?.hidden ?? photo.hidden;
  return (
    <>
      <div className={styles.photoBox}>
        <a
          href={photo.src}
          className={styles.thumb}
          aria-label={text.open(photo.fileName)}
          onClick={(event) => {
            if (!opensInPlace(event)) return;
            event.preventDefault();
            onOpen();
          }}
        >
          <Picture image={picture} ratio={photo.width / photo.height} sizes={sizes} />
        </a>
        <button
          type="button"
          className={`${styles.heart} ${styles.gridHeart}`}
          aria-pressed={favourite}
          aria-label={text.favourite(photo.fileName)}
          disabled={locked}
          onClick={onToggleFavourite}
        >
          <span aria-hidden="true">{favourite ? '♥' : '♡'}</span>
        </button>
      </div>
      <div className={styles.itemBar}>
        <PhotoDownloads photo={photo} rights={rights} favourite={favourite} named />
        {hiding && (
          <button
            type="button"
            className={styles.hide}
            aria-label={hidden ? text.showName(photo.fileName) : text.hideName(photo.fileName)}
            onClick={hiding.toggle}
          >
            {hidden ? text.showShort : text.hideShort}
          </button>
        )}
      </div>
      {showNotes && (hidden || photo.chosenBy.length > 0) && (
        <p className={styles.guestNote}>
          {hidden && <span>{text.hidden}</span>}
          {hidden && photo.chosenBy.length > 0 && ' · '}
          {photo.chosenBy.length > 0 && <span>{text.chosenBy(photo.chosenBy)}</span>}
        </p>
      )}
    </>
  );
}
