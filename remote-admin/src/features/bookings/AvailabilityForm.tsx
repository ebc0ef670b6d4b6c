import { api, availabilitySchema } from '@lapm/api-client';
import { type Availability, bookingMessages, enquiryFormulaGroups, WEEKDAY_LABELS } from '@lapm/contracts';
import { errorMessage, FormFeedback, LoadGate, type Outcome, useLoad } from '@lapm/forms';
import { Button, Checkbox, TextArea, TextField } from '@lapm/ui';
import { type FormEvent, useCallback, useState } from 'react';
import { fr } from '../../i18n/fr';
import styles from './BookingsPage.module.css';

/** What she types: numbers as text until they are checked, the formulas bookable with their minutes. */
interface Draft {
  weeklyHours: Availability['weeklyHours'];
  blockedDates: string;
  bufferMinutes: string;
  noticeHours: string;
  cancelHours: string;
  oneWeddingPerDay: boolean;
  formulas: Record<string, string>;
}

const draftOf = (availability: Availability): Draft => ({
  weeklyHours: availability.weeklyHours,
  blockedDates: availability.blockedDates.join('\n'),
  bufferMinutes: String(availability.bufferMinutes),
  noticeHours: String(availability.noticeHours),
  cancelHours: String(availability.cancelHours),
  oneWeddingPerDay: availability.oneWeddingPerDay,
  formulas: Object.fromEntries(
    availability.formulas.map(({ formula, minutes }) => [formula, String(minutes)]),
  ),
});

// An empty box is no number at all: the schema's message says what to type.
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The draft as the API takes it, and each problem under the field it is about. */
function check(
  draft: Draft,
): { ok: true; value: Availability } | { ok: false; errors: Record<string, string> } {
  const bookable = Object.entries(draft.formulas);
  const parsed = availabilitySchema.safeParse({
    weeklyHours: draft.weeklyHours,
    blockedDates: draft.blockedDates
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    bufferMinutes: numberOf(draft.bufferMinutes),
    oneWeddingPerDay: draft.oneWeddingPerDay,
    noticeHours: numberOf(draft.noticeHours),
    cancelHours: numberOf(draft.cancelHours),
    formulas: bookable.map(([formula, minutes]) => ({ formula, minutes: numberOf(minutes) })),
  });
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const [head, index, field] = issue.path.map(String);
    // A formula's problem goes under its own duration, a blocked date's under the list.
    const key =
      head === 'formulas' && index !== undefined
        ? `formulas.${bookable[Number(index)]?.[0]}`
        : head === 'weeklyHours'
          ? `weeklyHours.${index}.${field}`
          : String(head);
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

/** « Disponibilités » and the private calendar feed, below her bookings. */
export function AvailabilityForm() {
  const text = fr.bookings;
  const load = useCallback(() => api.bookings.availability(), []);
  const state = useLoad(load);
  return (
    <section aria-labelledby="disponibilites">
      <h2 id="disponibilites" className={styles.heading}>
        {text.availabilityHeading}
      </h2>
      <p>{text.availabilityIntro}</p>
      <LoadGate state={state} loadingText={text.loadingAvailability} notFoundText={text.loadingAvailability}>
        {({ data, feedUrl }) => (
          <>
            <Rules initial={data} />
            <Feed initial={feedUrl} />
          </>
        )}
      </LoadGate>
    </section>
  );
}

function Rules({ initial }: { initial: Availability }) {
  const text = fr.bookings;
  const [draft, setDraft] = useState(() => draftOf(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [pending, setPending] = useState(false);
  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));
  const setDay = (index: number, change: Partial<Draft['weeklyHours'][number]>) =>
    set({ weeklyHours: draft.weeklyHours.map((day, i) => (i === index ? { ...day, ...change } : day)) });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setOutcome(null);
    const checked = check(draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setPending(true);
    try {
      await api.bookings.saveAvailability(checked.value);
      setOutcome({ kind: 'success', text: bookingMessages.saved });
    } catch (failure) {
      setOutcome({ kind: 'error', text: errorMessage(failure) });
    } finally {
      setPending(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{text.weekHeading}</legend>
        {WEEKDAY_LABELS.map((label, index) => {
          const day = draft.weeklyHours[index] ?? { open: false, start: '09:00', end: '18:00' };
          return (
            <div key={label} className={styles.day}>
              <Checkbox
                label={`${label} : ${text.open.toLowerCase()}`}
                checked={day.open}
                onChange={(event) => setDay(index, { open: event.currentTarget.checked })}
              />
              <TextField
                type="time"
                label={`${label}, ${text.from.toLowerCase()}`}
                value={day.start}
                disabled={!day.open}
                error={errors[`weeklyHours.${index}.start`]}
                onChange={(event) => setDay(index, { start: event.currentTarget.value })}
              />
              <TextField
                type="time"
                label={`${label}, ${text.to.toLowerCase()}`}
                value={day.end}
                disabled={!day.open}
                error={errors[`weeklyHours.${index}.end`]}
                onChange={(event) => setDay(index, { end: event.currentTarget.value })}
              />
            </div>
          );
        })}
      </fieldset>
      <TextArea
        label={text.blockedDates}
        hint={text.blockedDatesHint}
        rows={3}
        value={draft.blockedDates}
        error={errors.blockedDates}
        onChange={(event) => set({ blockedDates: event.currentTarget.value })}
      />
      <TextField
        type="number"
        inputMode="numeric"
        label={text.buffer}
        value={draft.bufferMinutes}
        error={errors.bufferMinutes}
        onChange={(event) => set({ bufferMinutes: event.currentTarget.value })}
      />
      <TextField
        type="number"
        inputMode="numeric"
        label={text.notice}
        hint={text.noticeHint}
        value={draft.noticeHours}
        error={errors.noticeHours}
        onChange={(event) => set({ noticeHours: event.currentTarget.value })}
      />
      <TextField
        type="number"
        inputMode="numeric"
        label={text.cancel}
        value={draft.cancelHours}
        error={errors.cancelHours}
        onChange={(event) => set({ cancelHours: event.currentTarget.value })}
      />
      <Checkbox
        label={text.oneWedding}
        checked={draft.oneWeddingPerDay}
        onChange={(event) => set({ oneWeddingPerDay: event.currentTarget.checked })}
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{text.formulasHeading}</legend>
        <p>{text.formulasIntro}</p>
        {enquiryFormulaGroups.flatMap((group) =>
          group.options.map(({ key, label }) => {
            const minutes = draft.formulas[key];
            return (
              <div key={key} className={styles.formula}>
                <Checkbox
                  label={text.bookable(label)}
                  checked={minutes !== undefined}
                  onChange={(event) => {
                    const { [key]: _, ...others } = draft.formulas;
                    set({
                      formulas: event.currentTarget.checked ? { ...draft.formulas, [key]: '60' } : others,
                    });
                  }}
                />
                {minutes !== undefined && (
                  <TextField
                    type="number"
                    inputMode="numeric"
                    label={text.duration(label)}
                    value={minutes}
                    error={errors[`formulas.${key}`]}
                    onChange={(event) =>
                      set({ formulas: { ...draft.formulas, [key]: event.currentTarget.value } })
                    }
                  />
                )}
              </div>
            );
          }),
        )}
      </fieldset>
      <Button type="submit" disabled={pending}>
        {pending ? text.saving : text.save}
      </Button>
      <FormFeedback outcome={outcome} />
    </form>
  );
}

function Feed({ initial }: { initial: string }) {
  const text = fr.bookings;
  const [url, setUrl] = useState(initial);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  async function revoke() {
    setOutcome(null);
    try {
      setUrl(await api.bookings.revokeFeed());
      setOutcome({ kind: 'success', text: text.revokeDone });
    } catch (failure) {
      setOutcome({ kind: 'error', text: errorMessage(failure) });
    }
  }
  return (
    <section aria-labelledby="calendrier">
      <h2 id="calendrier" className={styles.heading}>
        {text.feedHeading}
      </h2>
      <p>{text.feedIntro}</p>
      <TextField label={text.feedLabel} value={url} readOnly className={styles.feed} />
      <Button variant="secondary" onClick={() => void revoke()}>
        {text.revoke}
      </Button>
      <FormFeedback outcome={outcome} />
    </section>
  );
}
