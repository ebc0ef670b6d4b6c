import { api } from '@lapm/api-client';
import { adminEditAlbumPath, frenchDayInWords, type Trash } from '@lapm/contracts';
import { errorMessage, FormError, StatusMessage, useLoad } from '@lapm/forms';
import { Button, ButtonLink } from '@lapm/ui';
import { useCallback, useState } from 'react';
import { fr } from '../../i18n/fr';
import { dayOf, TrashedAlbums } from './TrashedAlbums';
import styles from './TrashSection.module.css';

type Outcome = { kind: 'success' | 'error'; text: string };

/** One restore at a time, its outcome said above the lists, the Corbeille loaded again after. */
function useRestorer(reload: () => void) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  function run(key: string, restore: () => Promise<{ message: string }>) {
    setPending(key);
    setOutcome(null);
    restore()
      .then(
        ({ message }) => {
          setOutcome({ kind: 'success', text: message });
          reload();
        },
        (failure: unknown) => setOutcome({ kind: 'error', text: errorMessage(failure) }),
      )
      .finally(() => setPending(null));
  }
  return { outcome, busy: pending !== null, run };
}

/**
 * Under the albums: the removals to come (albums whose photos go to the Corbeille, soonest first)
 * and the « Corbeille », where a deleted album comes back whole in one action, and a deleted or
 * expired photo of a living album one at a time, with their files, for 30 days.
 */
export function TrashSection() {
  const text = fr.trash;
  // Nothing is said while it loads: the albums' list above has the page's loading message.
  const [version, setVersion] = useState(0);
  // A new version loads the Corbeille again.
  const load = useCallback(() => api.adminTrash.get().then((trash) => ({ trash, version })), [version]);
  const state = useLoad(load);
  const { outcome, busy, run } = useRestorer(() => setVersion((current) => current + 1));

  return (
    <>
      <section aria-labelledby="upcoming-removals" className={styles.section}>
        <h2 id="upcoming-removals" className={styles.heading}>
          {text.upcomingHeading}
        </h2>
        <p className={styles.muted}>{text.upcomingIntro}</p>
        {state.status === 'ready' && <Upcoming upcoming={state.data.trash.upcoming} />}
      </section>
      <section aria-labelledby="trash" className={styles.section}>
        <h2 id="trash" className={styles.heading}>
          {text.heading}
        </h2>
        <p className={styles.muted}>{text.intro}</p>
        {outcome?.kind === 'success' && <StatusMessage>{outcome.text}</StatusMessage>}
        {outcome?.kind === 'error' && <FormError>{outcome.text}</FormError>}
        {state.status === 'error' && <FormError>{state.message}</FormError>}
        {state.status === 'ready' && (
          <TrashContents
            trash={state.data.trash}
            busy={busy}
            onRestorePhoto={(photoId) => run(photoId, () => api.adminTrash.restore(photoId))}
            onRestoreAlbum={(albumId) => run(`album-${albumId}`, () => api.adminTrash.restoreAlbum(albumId))}
          />
        )}
      </section>
    </>
  );
}

interface ContentsProps {
  trash: Trash;
  busy: boolean;
  onRestorePhoto: (photoId: string) => void;
  onRestoreAlbum: (albumId: number) => void;
}

/** Deleted albums first, each with its photos; then the photos of living albums, one by one. */
function TrashContents({ trash, busy, onRestorePhoto, onRestoreAlbum }: ContentsProps) {
  const text = fr.trash;
  const deleted = new Set(trash.albums.map((album) => album.albumId));
  const single = trash.photos.filter((photo) => !deleted.has(photo.albumId));
  if (trash.albums.length === 0 && single.length === 0) return <p className={styles.muted}>{text.empty}</p>;
  return (
    <>
      <TrashedAlbums albums={trash.albums} photos={trash.photos} busy={busy} onRestore={onRestoreAlbum} />
      {single.length > 0 && (
        <ul className={styles.list} aria-label={text.photosLabel}>
          {single.map((photo) => (
            <li key={photo.photoId} className={styles.item}>
              <div>
                <p className={styles.name}>{text.photo(photo.fileName, photo.albumTitle, photo.albumId)}</p>
                <p className={styles.muted}>
                  {text.details(text.reason[photo.reason], dayOf(photo.trashedAt), dayOf(photo.purgeAfter))}
                </p>
              </div>
              <Button
                variant="secondary"
                size="small"
                disabled={busy}
                aria-label={text.restoreName(photo.fileName)}
                onClick={() => onRestorePhoto(photo.photoId)}
              >
                {text.restore}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function Upcoming({ upcoming }: { upcoming: Trash['upcoming'] }) {
  const text = fr.trash;
  if (upcoming.length === 0) return <p className={styles.muted}>{text.noUpcoming}</p>;
  return (
    <ul className={styles.list}>
      {upcoming.map((album) => (
        <li key={album.albumId} className={styles.item}>
          <p className={styles.name}>
            {text.upcoming(
              album.albumTitle,
              album.albumId,
              album.photoCount,
              frenchDayInWords(album.removalDay),
            )}
          </p>
          <ButtonLink to={adminEditAlbumPath(album.albumId)} variant="secondary" size="small">
            {text.editAlbum(album.albumId)}
          </ButtonLink>
        </li>
      ))}
    </ul>
  );
}
