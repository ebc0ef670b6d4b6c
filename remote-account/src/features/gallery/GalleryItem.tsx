import { type DownloadRights, type Gallery, galleryPath, galleryPhotoAnchor } from '@lapm/contracts';
import { opensInPlace, type Photo, Picture } from '@lapm/ui';
import { fr } from '../../i18n/fr';
import styles from './gallery.module.css';
import { PhotoDownloads } from './PhotoDownloads';

export interface GalleryItemProps {
  albumId: number;
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
 * reach, the owner's « Masquer aux invités » in the opposite corner, then its downloads and the
 * owner's notes under it: one line of links, even under a portrait in a narrow row. The heart is a form posted to the
 * gallery's page (web/gallery-forms.ts): it works on the server's first screen before the app runs.
 */
export function GalleryItem({
  albumId,
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
      <div className={styles.photoBox} id={galleryPhotoAnchor(photo.id)}>
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
          <Picture image={picture} ratio={photo.width / photo.height} sizes={sizes} fetchPriority="low" />
        </a>
        <form
          method="post"
          action={galleryPath(albumId)}
          className={styles.heartForm}
          onSubmit={(event) => {
            event.preventDefault();
            onToggleFavourite();
          }}
        >
          <input type="hidden" name="photo" value={photo.id} />
          <input type="hidden" name="favourite" value={String(!favourite)} />
          <button
            type="submit"
            className={`${styles.heart} ${styles.gridHeart}`}
            aria-pressed={favourite}
            aria-label={text.favourite(photo.fileName)}
            disabled={locked}
          >
            <span aria-hidden="true">{favourite ? '♥' : '♡'}</span>
          </button>
        </form>
        {hiding && (
          <button
            type="button"
            className={styles.hide}
            aria-label={hidden ? text.showName(photo.fileName) : text.hideName(photo.fileName)}
            title={hidden ? text.showShort : text.hideShort}
            onClick={hiding.toggle}
          >
            <EyeIcon shut={hidden} />
          </button>
        )}
      </div>
      <div className={styles.itemBar}>
        <PhotoDownloads photo={photo} rights={rights} favourite={favourite} named />
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

/** An eye, crossed out once the photo is hidden from her guests. */
function EyeIcon({ shut }: { shut: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {shut && <path d="M4 4l16 16" />}
    </svg>
  );
}
