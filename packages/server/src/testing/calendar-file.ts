import ICAL from 'ical.js';

/** The one event of a calendar file, as a calendar app reads it. */
export interface CalendarEvent {
  uid: string;
  summary: string;
  sequence: number;
  status: string;
  /** The time zone its start and end are written in (TZID). */
  startZone: string;
  endZone: string;
  /** Wall-clock times in that zone, « 2026-03-29T10:00:00 ». */
  startWall: string;
  endWall: string;
  /** The instants, read through the file's own VTIMEZONE. */
  start: Date;
  end: Date;
}

/**
 * Parses a calendar file with a maintained iCalendar parser (ical.js): one that does not parse,
 * or that holds other than one event, throws.
 */
export function parseCalendarEvent(ics: string): CalendarEvent {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  if (calendar.name !== 'vcalendar') throw new Error(`not a calendar: ${calendar.name}`);
  // Only the file's own time zones: the instants must come from what it carries.
  ICAL.TimezoneService.reset();
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent');
  const [vevent] = events;
  if (events.length !== 1 || !vevent) throw new Error(`${events.length} events in the calendar file`);
  const event = new ICAL.Event(vevent);
  const zoneOf = (name: string) => String(vevent.getFirstProperty(name)?.getParameter('tzid') ?? '');
  return {
    uid: event.uid,
    summary: event.summary,
    sequence: event.sequence ?? 0,
    status: String(vevent.getFirstPropertyValue('status') ?? ''),
    startZone: zoneOf('dtstart'),
    endZone: zoneOf('dtend'),
    startWall: event.startDate.toString(),
    endWall: event.endDate.toString(),
    start: event.startDate.toJSDate(),
    end: event.endDate.toJSDate(),
  };
}
