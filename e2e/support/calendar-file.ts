// The event inside, as a calendar app reads it: the API suite's parser (ical.js), the same for both.
export { parseCalendarEvent } from '../../packages/server/src/testing/calendar-file';

/** The calendar file (.ics) of a raw e-mail, base64 or quoted-printable; '' when it has none. */
export function icsOf(raw: string): string {
  const part = raw.split(/\r?\n--/).find((chunk) => /Content-Type: text\/calendar/i.test(chunk));
  if (!part) return '';
  const [head = '', ...body] = part.split(/\r?\n\r?\n/);
  const text = body.join('\n\n');
  return /base64/i.test(head) ? Buffer.from(text.replace(/\s/g, ''), 'base64').toString('utf8') : text;
}
