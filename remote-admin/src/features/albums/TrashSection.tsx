import { api } from '@lapm/api-client';
import { adminEditAlbumPath, frenchDayInWords, studioDay, type Trash } from '@lapm/contracts';
import { errorMessage, FormError, StatusMessage, useLoad } from '@lapm/forms';
import { Button, ButtonLink } from '@lapm/ui';
import { useCallback, useState } from 'react';
import { fr } from '../../i18n/fr';
import styles from './TrashSection.module.css';

const dayOf = (instant: string) => frenchDayInWords(studioDay(new Date(instant)));

/**
 * Under the albums: the removals to come (albums whose photos go to the Corbeille, soonest first)
 * and the « Corbeille », where a deleted or expired photo is restored with its files for 30 days.
 */
export function TrashSection() {
  const text = fr.trash;
  // Nothing is said while it loads: the albums' list above has the page's loading message.
  const [version, setVersion] = useState(0);
  // A new version loads the Corbeille again.
  const load = useCallback(() => api.adminTrash.get().then((trash) => ({ trash, version })), [version]);
  const state = useLoad(load);
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [pending, setPending] = useState<string | null>(null);

  function restore(photoId: string) {
    setPending(photoId);
    setOutcome(null);
    api.adminTrash
      .restore(photoId)
      .then(
        ({ message }) => {
          setOutcome({ kind: 'success', text: message });
          setVersion((current) => current + 1);
        },
        (failure: unknown) => setOutcome({ kind: 'error', text: errorMessage(failure) }),
      )
      .finally(() => setPending(null));
  }

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
        {state.status === 'ready' &&
          (state.data.trash.photos.length === 0 ? (
            <p className={styles.muted}>{text.empty}</p>
          ) : (
            <ul className={styles.list} aria-label={text.photosLabel}>
              {state.data.trash.photos.map((photo) => (
                <li key={photo.photoId} className={styles.item}>
                  <div>
                    <p className={styles.name}>
                      {text.photo(photo.fileName, photo.albumTitle, photo.albumId)}
                    </p>
                    <p className={styles.muted}>
                      {text.details(
                        text.reason[photo.reason],
                        dayOf(photo.trashedAt),
                        dayOf(photo.purgeAfter),
                      )}
                    </p>
                  </div>
                  <Button
                    variant="secondary"
                    size="small"
                    disabled={pending !== null}
                    aria-label={text.restoreName(photo.fileName)}
                    onClick={() => restore(photo.photoId)}
                  >
                    {text.restore}
                  </Button>
                </li>
              ))}
            </ul>
          ))}
      </section>
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
