/**
 * Calendar dates of the albums. The studio works in Montpellier: "today" and the day an opening
 * happened are read in its time zone, whatever the zone of the server or of the visitor's device.
 */
export const STUDIO_TIME_ZONE = 'Europe/Paris';

const isoDayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const frenchDayPattern = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** Whether `value` is a real calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDay(value: string): boolean {
  const match = isoDayPattern.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const dayParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: STUDIO_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The studio's calendar day of an instant, as YYYY-MM-DD. */
export function studioDay(instant: Date): string {
  const part = (type: string) => dayParts.formatToParts(instant).find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** YYYY-MM-DD as the site shows dates everywhere (blog, reviews, sessions): DD/MM/YYYY. */
export function frenchDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-');
  return `${day}/${month}/${year}`;
}

const longDay = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** YYYY-MM-DD in words, as a sentence says it: « 14 juin 2025 », « 1er juin 2025 ». */
export function frenchDayInWords(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  return longDay.format(new Date(Date.UTC(year, month - 1, day))).replace(/^1 /, '1er ');
}

const weekday = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', timeZone: 'UTC' });
/** « lundi 1er juin 2026 », from YYYY-MM-DD. */
export const frenchDayWithWeekday = (isoDay: string) =>
  `${weekday.format(new Date(`${isoDay}T12:00:00Z`))} ${frenchDayInWords(isoDay)}`;

/** The day `days` after YYYY-MM-DD, as YYYY-MM-DD. */
export function addDays(isoDay: string, days: number): string {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/**
 * A session date is free text (spec: "for example 12/05/2025"): read as a day when it is written
 * D/M/YYYY, otherwise null, and then nothing can be compared with it.
 */
export function sessionDay(date: string): string | null {
  const match = frenchDayPattern.exec(date.trim());
  if (!match) return null;
  const [, day, month, year] = match as unknown as [string, string, string, string];
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isIsoDay(iso) ? iso : null;
}
