import ICAL from 'ical.js';

/** The calendar file (.ics) of a raw e-mail, base64 or quoted-printable; '' when it has none. */
export function icsOf(raw: string): string {
  const part = raw.split(/\r?\n--/).find((chunk) => /Content-Type: text\/calendar/i.test(chunk));
  if (!part) return '';
  const [head = '', ...body] = part.split(/\r?\n\r?\n/);
  const text = body.join('\n\n');
  return /base64/i.test(head) ? Buffer.from(text.replace(/\s/g, ''), 'base64').toString('utf8') : text;
}

/**
 * The one event of a calendar file as a calendar app reads it, parsed by a maintained iCalendar
 * parser (ical.js): its instants come through the file's own VTIMEZONE. Throws when it does not
 * parse or holds other than one event.
 */
export function parseCalendarEvent(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  ICAL.TimezoneService.reset();
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent');
  const [vevent] = events;
  if (calendar.name !== 'vcalendar' || events.length !== 1 || !vevent)
    throw new Error(`not a calendar of one event:\n${ics}`);
  const event = new ICAL.Event(vevent);
  const zoneOf = (name: string) => String(vevent.getFirstProperty(name)?.getParameter('tzid') ?? '');
  return {
    uid: event.uid,
    summary: event.summary,
    sequence: event.sequence ?? 0,
    startZone: zoneOf('dtstart'),
    endZone: zoneOf('dtend'),
    /** « 2026-03-29T10:00:00 », on the clock of its zone. */
    startWall: event.startDate.toString(),
    start: event.startDate.toJSDate(),
    end: event.endDate.toJSDate(),
  };
}
