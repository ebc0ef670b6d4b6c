import type { ReactNode } from 'react';
import styles from './SlotChoices.module.css';

/** One day of free times, as the API lists them (the contracts' SlotDay). */
interface SlotChoiceDay {
  day: string;
  slots: readonly { start: string; time: string }[];
}

interface SlotChoicesProps {
  /** Prefix of the ids of its radios and of its error line, unique in the page. */
  idPrefix: string;
  /** The input name of the choice (its value: the slot's start, an ISO instant). */
  name: string;
  legend: string;
  days: readonly SlotChoiceDay[];
  /** How a day (YYYY-MM-DD) is named: the contracts' `frenchDayWithWeekday`. */
  dayLabel: (day: string) => string;
  /** The start to check at first (a form drawn again by the server). */
  checked?: string | undefined;
  error?: ReactNode;
}

/**
 * The free times of a formula, day by day, as a choice of radios drawn as chips of at least 44 px
 * (the booking form of a service page, the move page of a booking): a plain form field, which
 * the browser sends without scripts.
 */
export function SlotChoices({ idPrefix, name, legend, days, dayLabel, checked, error }: SlotChoicesProps) {
  const errorId = `${idPrefix}-slot-error`;
  return (
    <fieldset
      className={styles.slots}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
      {days.map((day) => (
        <fieldset key={day.day} className={styles.day}>
          <legend className={styles.dayName}>{dayLabel(day.day)}</legend>
          <div className={styles.times}>
            {day.slots.map((slot) => {
              const id = `${idPrefix}-${slot.start.replace(/\W/g, '')}`;
              return (
                <span key={slot.start} className={styles.time}>
                  <input
                    type="radio"
                    id={id}
                    name={name}
                    value={slot.start}
                    required
                    defaultChecked={checked === slot.start}
                  />
                  <label htmlFor={id}>{slot.time}</label>
                </span>
              );
            })}
          </div>
        </fieldset>
      ))}
    </fieldset>
  );
}
