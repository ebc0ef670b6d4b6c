import { api } from '@lapm/api-client';
import {
  type Photo,
  PLACEMENT_PLACE_PARAM,
  type PlacementDraft,
  placementMessages,
  placeOf,
  places,
} from '@lapm/contracts';
import { ActionRow, FormError, FormFeedback, formTexts, useLoad, useSubmission } from '@lapm/forms';
import { Button, VisuallyHidden } from '@lapm/ui';
import { useCallback, useEffect, useId, useState } from 'react';
import { fr } from '../../i18n/fr';
import { PhotoPicker } from '../photos/PhotoPicker';
import { AdminPage } from '../shared/AdminPage';
import { DraftStatusLine } from '../shared/DraftStatusLine';
import { useAddressedChoice } from '../shared/useAddressedChoice';
import { useDraftSaving } from '../shared/useDraftSaving';
import { useLeaveGuard } from '../shared/useLeaveGuard';
import { FallbackSection } from './FallbackSection';
import styles from './placements.module.css';
import { SelectionList } from './SelectionList';

/** The place « Mise en page » opens on when its address names none. */
const FIRST_PLACE = places[0]?.key ?? '';

/**
 * « Mise en page » (docs/decisions/0011): for one place of the site at a time, the photos she
 * chose in order, reordered by dragging or by keyboard, added from the library, saved at once
 * to the public pages. A failed save keeps her edit on screen with the French message. Her edit
 * is kept by the server as she makes it (a draft a place, found again on any device until she
 * saves); another place or another screen while it is not kept yet asks first.
 */
const when = (iso: string) =>
  new Date(iso).toLocaleString('fr-FR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Paris' });

/** The place's photos as saved, or as her kept draft of them when there is one. */
function usePlaceLoad(place: string) {
  const load = useCallback(
    () => Promise.all([api.adminPlacements.get(place), api.adminPlacements.draft(place)]),
    [place],
  );
  const state = useLoad(load);
  const [selection, setSelection] = useState<Photo[] | null>(null);
  const [dirty, setDirty] = useState(false);
  const [draft, setDraft] = useState<PlacementDraft | null>(null);
  useEffect(() => {
    const [placed, kept] = state.status === 'ready' ? state.data : [null, null];
    setSelection(kept?.photos ?? placed);
    setDraft(kept);
    setDirty(kept !== null);
  }, [state]);
  return { state, selection, setSelection, dirty, setDirty, draft, setDraft };
}

/**
 * One place's edit: its photos as saved or as her kept draft, each change kept as a draft, the
 * place changed once her edit is safe, and the save. Apart from the page so the page reads as
 * what she sees.
 */
function usePlacementEdit() {
  const [place, setPlace] = useAddressedChoice(
    PLACEMENT_PLACE_PARAM,
    (value) => placeOf(value)?.key,
    FIRST_PLACE,
  );
  const { state, selection, setSelection, dirty, setDirty, draft, setDraft } = usePlaceLoad(place);
  const [announcement, setAnnouncement] = useState('');
  const submission = useSubmission();
  const { setOutcome, run } = submission;
  const drafts = useDraftSaving();
  useLeaveGuard(drafts.unsaved, fr.drafts.leaveQuestion);

  const keep = (next: Photo[]) => () =>
    api.adminPlacements.saveDraft(
      place,
      next.map((photo) => photo.id),
    );

  function change(next: Photo[], said: string) {
    setSelection(next);
    setDirty(true);
    setAnnouncement(said);
    setOutcome(null);
    drafts.schedule(keep(next));
  }

  async function choose(next: string) {
    // Her edit goes to the server before the place changes; asked only if it cannot.
    if (!(await drafts.flush()) && !window.confirm(fr.placements.switchQuestion)) return;
    drafts.reset();
    setPlace(next);
    setOutcome(null);
  }

  function save() {
    if (!selection) return;
    void run('save', async () => {
      // Saving deletes the draft: one still waiting would bring it back.
      drafts.reset();
      await drafts.flush();
      try {
        const saved = await api.adminPlacements.save(
          place,
          selection.map((photo) => photo.id),
        );
        setSelection(saved);
        setDraft(null);
        setDirty(false);
        return { kind: 'success', text: placementMessages.saved };
      } catch (error) {
        drafts.schedule(keep(selection));
        throw error;
      }
    });
  }

  return { place, state, selection, dirty, draft, announcement, submission, drafts, change, choose, save };
}

/** Which place of the site she edits; refused, the select stays on this place (its value is the state's). */
function PlaceChooser({
  place,
  disabled,
  onChoose,
}: {
  place: string;
  disabled: boolean;
  onChoose: (next: string) => void;
}) {
  const selectId = useId();
  return (
    <div className={styles.place}>
      <label htmlFor={selectId}>{fr.placements.place}</label>
      <select
        id={selectId}
        value={place}
        disabled={disabled}
        onChange={(event) => onChoose(event.target.value)}
      >
        {places.map((entry) => (
          <option key={entry.key} value={entry.key}>
            {entry.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The library to add from; a place of one photo takes the one she touches in place of the one before. */
function PickerSection({
  place,
  selection,
  busy,
  change,
}: {
  place: string;
  selection: Photo[];
  busy: boolean;
  change: (next: Photo[], said: string) => void;
}) {
  const text = fr.placements;
  const max = placeOf(place)?.max ?? 0;
  return (
    <section aria-labelledby="placements-picker">
      <h2 id="placements-picker" className={styles.heading}>
        {text.pickerHeading}
      </h2>
      {max > 1 && selection.length >= max && <p className={styles.hint}>{text.full(max)}</p>}
      <PhotoPicker
        hint={max === 1 ? text.pickerHintOne : text.pickerHint}
        chosen={selection.map((photo) => photo.id)}
        disabled={busy || (max > 1 && selection.length >= max)}
        onPick={(photo) =>
          max === 1
            ? change([photo], text.replaced(photo.alt))
            : change([...selection, photo], text.added(photo.alt))
        }
      />
    </section>
  );
}

export default function PlacementsPage() {
  const text = fr.placements;
  const { place, state, selection, dirty, draft, announcement, submission, drafts, change, choose, save } =
    usePlacementEdit();
  const { pending, outcome } = submission;
  const busy = pending !== null;

  return (
    <AdminPage title={text.title} intro={text.intro}>
      <PlaceChooser place={place} disabled={busy} onChoose={(next) => void choose(next)} />
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
          <SelectionList photos={selection} onChange={change} disabled={busy} />
        )}
        <ActionRow>
          <Button disabled={selection === null || busy} onClick={save}>
            {pending === 'save' ? formTexts.saving : text.save}
          </Button>
          {dirty && <span className={styles.hint}>{text.unsaved}</span>}
        </ActionRow>
        <DraftStatusLine status={drafts.status} idle={draft ? text.draftFrom(when(draft.saved_at)) : null} />
        <FormFeedback outcome={outcome} />
      </section>
      {selection !== null && (
        <PickerSection place={place} selection={selection} busy={busy} change={change} />
      )}
      <FallbackSection key={place} place={place} />
    </AdminPage>
  );
}
