import { api } from '@lapm/api-client';
import type { Photo } from '@lapm/contracts';
import { FormFeedback, useLoad, useSubmission } from '@lapm/forms';
import { Button } from '@lapm/ui';
import { useCallback, useEffect, useState } from 'react';
import { fr } from '../../i18n/fr';
import { PhotoPicker } from '../photos/PhotoPicker';
import styles from './placements.module.css';

/**
 * The place's fallback photo: what it shows once emptied (a photo deleted or taken off the site),
 * instead of the template's. Saved at once: it is not on the site until the place is empty.
 */
export function FallbackSection({ place }: { place: string }) {
  const text = fr.placements;
  const load = useCallback(() => api.adminPlacements.fallback(place), [place]);
  const state = useLoad(load);
  const [fallback, setFallback] = useState<Photo | null>(null);
  const [picking, setPicking] = useState(false);
  const { pending, outcome, run } = useSubmission();
  useEffect(() => {
    setFallback(state.status === 'ready' ? state.data : null);
    setPicking(false);
  }, [state]);

  const choose = (photo: Photo | null) =>
    void run('save', async () => {
      setFallback(await api.adminPlacements.setFallback(place, photo?.id ?? null));
      setPicking(false);
      return { kind: 'success', text: photo ? fr.placements.fallbackChosen(photo.alt) : text.fallbackNone };
    });

  return (
    <section aria-labelledby="placements-fallback">
      <h2 id="placements-fallback" className={styles.heading}>
        {text.fallbackHeading}
      </h2>
      <p className={styles.hint}>{text.fallbackHint}</p>
      <p>{fallback ? text.fallbackChosen(fallback.alt) : text.fallbackNone}</p>
      <div className={styles.fallbackActions}>
        <Button
          variant="secondary"
          disabled={pending !== null}
          onClick={() => setPicking(!picking)}
          aria-expanded={picking}
        >
          {text.fallbackChoose}
        </Button>
        {fallback && (
          <Button variant="quiet" disabled={pending !== null} onClick={() => choose(null)}>
            {text.fallbackClear}
          </Button>
        )}
      </div>
      {picking && (
        <PhotoPicker
          chosen={fallback ? [fallback.id] : []}
          disabled={pending !== null}
          pickLabel={text.fallbackPick}
          onPick={(photo) => choose(photo)}
        />
      )}
      <FormFeedback outcome={outcome} />
    </section>
  );
}
