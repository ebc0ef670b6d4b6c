import { api } from '@lapm/api-client';
import { type Availability, bookingMessages, enquiryFormulaGroups, WEEKDAY_LABELS } from '@lapm/contracts';
import { errorMessage, FormFeedback, LoadGate, type Outcome, useLoad } from '@lapm/forms';
import { Button, Checkbox, TextArea, TextField } from '@lapm/ui';
import { type FormEvent, useCallback, useState } from 'react';
import { fr } from '../../i18n/fr';
import { check, type Draft, draftOf } from './availabilityDraft';
import styles from './BookingsPage.module.css';
import { CalendarFeed } from './CalendarFeed';

type Errors = Record<string, string>;
type Change = (change: Partial<Draft>) => void;

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
            <CalendarFeed initial={feedUrl} />
          </>
        )}
      </LoadGate>
    </section>
  );
}

/** Her week: each day open or not, and its hours. */
function WeekHours({ draft, errors, set }: { draft: Draft; errors: Errors; set: Change }) {
  const text = fr.bookings;
  const setDay = (index: number, change: Partial<Draft['weeklyHours'][number]>) =>
    set({ weeklyHours: draft.weeklyHours.map((day, i) => (i === index ? { ...day, ...change } : day)) });
  return (
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
  );
}

/** The rules around the hours: days off, the gap between sessions, notice, cancelling, weddings. */
function BookingRules({ draft, errors, set }: { draft: Draft; errors: Errors; set: Change }) {
  const text = fr.bookings;
  return (
    <>
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
    </>
  );
}

/** The formulas open to booking online, each with its length (an hour when first ticked). */
function BookableFormulas({ draft, errors, set }: { draft: Draft; errors: Errors; set: Change }) {
  const text = fr.bookings;
  // The formulas on her pages now (docs/decisions/0025); the first ones until they are read.
  const published = useLoad(useCallback(async () => api.siteContent.formulas(), []));
  const groups = published.status === 'ready' ? published.data : enquiryFormulaGroups;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{text.formulasHeading}</legend>
      <p>{text.formulasIntro}</p>
      {groups.flatMap((group) =>
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
  );
}

function Rules({ initial }: { initial: Availability }) {
  const text = fr.bookings;
  const [draft, setDraft] = useState(() => draftOf(initial));
  const [errors, setErrors] = useState<Errors>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [pending, setPending] = useState(false);
  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));

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
      <WeekHours draft={draft} errors={errors} set={set} />
      <BookingRules draft={draft} errors={errors} set={set} />
      <BookableFormulas draft={draft} errors={errors} set={set} />
      <Button type="submit" disabled={pending}>
        {pending ? text.saving : text.save}
      </Button>
      <FormFeedback outcome={outcome} />
    </form>
  );
}
