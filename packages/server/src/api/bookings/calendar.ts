import { enquiryFormulaLabel, STUDIO_TIME_ZONE, studio, studioAddress } from '@lapm/contracts';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalEventStatus } from 'ical-generator';
import { wallClockText } from './paris-time';

export interface CalendarBooking {
  id: number;
  formula: string;
  startsAt: Date;
  endsAt: Date;
  firstname: string;
  lastname: string;
  status: string;
  /** How many times it was moved: a calendar replaces its event of the same UID by a higher one. */
  sequence?: number;
  /** The name she gave its formula, when she made it herself (docs/decisions/0025). */
  formulaName?: string | undefined;
}

/** « Portrait Solo – Mini séance »: the booking's formula by its name, never a bare key. */
export const formulaLabelOf = (booking: Pick<CalendarBooking, 'formula' | 'formulaName'>) =>
  enquiryFormulaLabel(booking.formula, booking.formulaName ? { [booking.formula]: booking.formulaName } : {});

/** Who reads the calendar: her (the visitor's name in each event) or the visitor (the studio's). */
export type CalendarReader = 'studio' | 'visitor';

/**
 * A calendar file (.ics) of bookings, times in Europe/Paris with its VTIMEZONE, so that a phone
 * shows them at her wall-clock time whatever its own zone. ical-generator writes a Date in the
 * process's zone: it is given the Paris wall-clock text instead.
 */
export function bookingCalendar(bookings: readonly CalendarBooking[], reader: CalendarReader, host: string) {
  const calendar = ical({
    name: reader === 'studio' ? `Réservations – ${studio.name}` : studio.name,
    prodId: { company: studio.name, product: 'reservations', language: 'FR' },
  });
  // The zone is each event's, not the calendar's: a calendar zone would also be applied to the
  // events' DTSTAMP, which RFC 5545 wants in UTC (`Z`). The generator still writes the VTIMEZONE.
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  for (const booking of bookings) {
    const formula = formulaLabelOf(booking);
    calendar.createEvent({
      id: `reservation-${booking.id}@${host}`,
      sequence: booking.sequence ?? 0,
      start: wallClockText(booking.startsAt),
      end: wallClockText(booking.endsAt),
      timezone: STUDIO_TIME_ZONE,
      summary:
        reader === 'studio'
          ? `${formula} – ${booking.firstname} ${booking.lastname}`
          : `Séance photo ${formula} – ${studio.name}`,
      location: `${studioAddress.street}, ${studioAddress.postalCode} ${studioAddress.locality}`,
      status: booking.status === 'confirmée' ? ICalEventStatus.CONFIRMED : ICalEventStatus.TENTATIVE,
    });
  }
  return calendar.toString();
}
