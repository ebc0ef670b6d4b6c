import type { DownloadRights, Gallery } from '@lapm/contracts';
import { fr } from '../../i18n/fr';
import styles from './gallery.module.css';

/** The hearts counted against the formula, and what lies beyond it. */
export function SelectionCount({ count, included }: { count: number; included: number }) {
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
export function PhotoDownloads({
  photo,
  rights,
  favourite,
  named,
}: {
  photo: Gallery['photos'][number];
  rights: DownloadRights;
  favourite: boolean;
  /**
   * Under a photo of the grid: labels naming the photo, and short words of them on screen (« Web »,
   * « HD »: both fit under a portrait in a narrow row). In the viewer, which shows the photo: the
   * words alone.
   */
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
          {named && <span aria-hidden="true">⤓</span>}
          {named ? text.downloadWebShort : text.downloadWeb}
        </a>
      )}
      {rights.high && (
        <a
          className={styles.download}
          href={photo.downloadUrl}
          download={photo.fileName}
          aria-label={named ? text.downloadHighName(photo.fileName) : undefined}
        >
          {named && <span aria-hidden="true">⤓</span>}
          {named ? text.downloadHighShort : text.downloadHigh}
        </a>
      )}
    </>
  );
}
