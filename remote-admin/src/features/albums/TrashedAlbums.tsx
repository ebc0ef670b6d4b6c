import { frenchDayInWords, studioDay, type Trash } from '@lapm/contracts';
import { Button } from '@lapm/ui';
import { fr } from '../../i18n/fr';
import styles from './TrashSection.module.css';

export const dayOf = (instant: string) => frenchDayInWords(studioDay(new Date(instant)));

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days, counted up, before the first of its photos goes for good: 30 on the day it was deleted. */
const daysLeft = (purgeAfter: string) =>
  Math.max(0, Math.ceil((Date.parse(purgeAfter) - Date.now()) / DAY_MS));

interface Props {
  albums: Trash['albums'];
  photos: Trash['photos'];
  busy: boolean;
  onRestore: (albumId: number) => void;
}

/**
 * The deleted albums of the Corbeille, each with its photos folded under it: « Restaurer l’album »
 * brings back the album (number, link, code, settings) and all its photos in one request.
 */
export function TrashedAlbums({ albums, photos, busy, onRestore }: Props) {
  const text = fr.trash;
  if (albums.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={text.albumsLabel}>
      {albums.map((album) => (
        <li key={album.albumId} className={styles.item}>
          <div>
            <p className={styles.name}>{text.album(album.albumId, album.albumTitle, album.photoCount)}</p>
            <p className={styles.muted}>
              {text.albumDetails(dayOf(album.deletedAt), daysLeft(album.purgeAfter))}
            </p>
            <details>
              <summary className={styles.summary}>{text.albumPhotos(album.photoCount)}</summary>
              <ul className={styles.files}>
                {photos
                  .filter((photo) => photo.albumId === album.albumId)
                  .map((photo) => (
                    <li key={photo.photoId}>{photo.fileName}</li>
                  ))}
              </ul>
            </details>
          </div>
          <Button
            variant="secondary"
            size="small"
            disabled={busy}
            aria-label={text.restoreAlbumName(album.albumId, album.albumTitle)}
            onClick={() => onRestore(album.albumId)}
          >
            {text.restoreAlbum}
          </Button>
        </li>
      ))}
    </ul>
  );
}
