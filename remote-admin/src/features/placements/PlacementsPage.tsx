import { api } from '@lapm/api-client';
import { type Photo, placementMessages, placeOf, places } from '@lapm/contracts';
import { ActionRow, FormError, FormFeedback, formTexts, useLoad, useSubmission } from '@lapm/forms';
import { Button, VisuallyHidden } from '@lapm/ui';
import { useCallback, useEffect, useId, useState } from 'react';
import { fr } from '../../i18n/fr';
import { PhotoPicker } from '../photos/PhotoPicker';
import { AdminPage } from '../shared/AdminPage';
import { useLeaveGuard } from '../shared/useLeaveGuard';
import styles from './placements.module.css';
import { SelectionList } from './SelectionList';

const [firstPlace] = places;

/**
 * « Mise en page » (docs/decisions/0011): for one place of the site at a time, the photos she
 * chose in order, reordered by dragging or by keyboard, added from the library, saved at once
 * to the public pages. A failed save keeps her edit on screen with the French message. Another
 * place, or another screen, while her edit is not saved asks first.
 */
export default function PlacementsPage() {
  const text = fr.placements;
  const selectId = useId();
  const [place, setPlace] = useState(firstPlace?.key ?? '');
  const load = useCallback(() => api.adminPlacements.get(place), [place]);
  const state = useLoad(load);
  const [selection, setSelection] = useState<Photo[] | null>(null);
  const [dirty, setDirty] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const { pending, outcome, setOutcome, run } = useSubmission();
  const max = placeOf(place)?.max ?? 0;
  useLeaveGuard(dirty, text.leaveQuestion);

  useEffect(() => {
    setSelection(state.status === 'ready' ? state.data : null);
    setDirty(false);
  }, [state]);

  function change(next: Photo[], said: string) {
    setSelection(next);
    setDirty(true);
    setAnnouncement(said);
    setOutcome(null);
  }

  function save() {
    if (!selection) return;
    void run('save', async () => {
      const saved = await api.adminPlacements.save(
        place,
        selection.map((photo) => photo.id),
      );
      setSelection(saved);
      setDirty(false);
      return { kind: 'success', text: placementMessages.saved };
    });
  }

  return (
    <AdminPage title={text.title} intro={text.intro}>
      <div className={styles.place}>
        <label htmlFor={selectId}>{text.place}</label>
        <select
          id={selectId}
          value={place}
          disabled={pending !== null}
          onChange={(event) => {
            // Refused, the select stays on this place (its value is the state's).
            if (dirty && !window.confirm(text.switchQuestion)) return;
            setPlace(event.target.value);
            setOutcome(null);
          }}
        >
          {places.map((entry) => (
            <option key={entry.key} value={entry.key}>
              {entry.label}
            </option>
          ))}
        </select>
      </div>
      <section aria-labelledby="placements-selection">
        <h2 id="placements-selection" className={styles.heading}>
          {text.selectionHeading}
        </h2>
        <p className={styles.hint}>{text.selectionHint}</p>
        <VisuallyHidden>
          <p role="status" aria-live="polite">
            {announcement}
          </p>
        </VisuallyHidden>
        {state.status === 'error' && <FormError>{state.message}</FormError>}
        {selection === null ? (
          state.status === 'loading' && <p className={styles.hint}>{text.loading}</p>
        ) : (
          <SelectionList photos={selection} onChange={change} disabled={pending !== null} />
        )}
        <ActionRow>
          <Button disabled={selection === null || pending !== null} onClick={save}>
            {pending === 'save' ? formTexts.saving : text.save}
          </Button>
          {dirty && <span className={styles.hint}>{text.unsaved}</span>}
        </ActionRow>
        <FormFeedback outcome={outcome} />
      </section>
      {selection !== null && (
        <section aria-labelledby="placements-picker">
          <h2 id="placements-picker" className={styles.heading}>
            {text.pickerHeading}
          </h2>
          {max > 1 && selection.length >= max && <p className={styles.hint}>{text.full(max)}</p>}
          <PhotoPicker
            hint={max === 1 ? text.pickerHintOne : text.pickerHint}
            chosen={selection.map((photo) => photo.id)}
            // A place of one photo takes the one she touches in place of the one before.
            disabled={pending !== null || (max > 1 && selection.length >= max)}
            onPick={(photo) =>
              max === 1
                ? change([photo], text.replaced(photo.alt))
                : change([...selection, photo], text.added(photo.alt))
            }
          />
        </section>
      )}
    </AdminPage>
  );
}
