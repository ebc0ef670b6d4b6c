import { STUDIO_TIME_ZONE } from '@lapm/contracts';

/**
 * The studio's wall clock (Europe/Paris) and the instants it names. Her hours are wall-clock
 * times: « 10:00 » is 09:00 UTC in winter and 08:00 UTC in summer, a day of the spring change has
 * no 02:00–03:00 and a day of the autumn change has it twice.
 */

const wallParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: STUDIO_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export interface WallTime {
  /** YYYY-MM-DD */
  day: string;
  /** Minutes since midnight. */
  minutes: number;
}

/** The studio's day and time of an instant. */
export function wallTimeOf(instant: Date): WallTime {
  const parts = Object.fromEntries(wallParts.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** The day after (or `count` days after) a YYYY-MM-DD, as the calendar counts. */
export function addDays(day: string, count: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + count)).toISOString().slice(0, 10);
}

/** Monday 0 … Sunday 6 of a YYYY-MM-DD. */
export function weekdayOf(day: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return (new Date(Date.UTC(year, month - 1, date)).getUTCDay() + 6) % 7;
}

/**
 * The instant the studio's clock reads `minutes` on `day`: null for a time the spring change
 * skips, the first of the two for a time the autumn change repeats.
 */
export function instantAt(day: string, minutes: number): Date | null {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const asUtc = Date.UTC(year, month - 1, date, 0, minutes);
  // Paris is one or two hours ahead of UTC: the instant is one of these two.
  for (const offsetHours of [2, 1]) {
    const candidate = new Date(asUtc - offsetHours * 3_600_000);
    const wall = wallTimeOf(candidate);
    if (wall.day === day && wall.minutes === minutes) return candidate;
  }
  return null;
}

/** « 10:30 » */
export const clockLabel = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The wall-clock text of an instant for a calendar file: YYYY-MM-DDTHH:MM:00, in Paris time. */
export function wallClockText(instant: Date): string {
  const { day, minutes } = wallTimeOf(instant);
  return `${day}T${clockLabel(minutes)}:00`;
}
