import { type Availability, defaultAvailability } from '@lapm/contracts';
import { slotsOn } from '../api/bookings/slots';

/** The same hours on the seven days of the week. */
export const every = (start: string, end: string) =>
  Array.from({ length: 7 }, () => ({ open: true, start, end }));

/** Her availability for the slot tests: 09:00–12:00 every day, no pause, no notice, unless overridden. */
export const availability = (overrides: Partial<Availability> = {}): Availability => ({
  ...defaultAvailability,
  weeklyHours: every('09:00', '12:00'),
  bufferMinutes: 0,
  noticeHours: 0,
  formulas: [
    { formula: 'solo-essentiel', minutes: 60 },
    { formula: 'mariage-premium', minutes: 480 },
  ],
  ...overrides,
});
/** A `now` before every day the tests ask about: her notice hides none of their slots. */
export const longAgo = new Date('2026-01-01T00:00:00Z');
/** The starts (ISO) of `formula`'s slots on `day`, taken or not. */
export const starts = (rules: Availability, formula: string, day: string) =>
  slotsOn(rules, formula, day, longAgo).map((slot) => slot.start.toISOString());
