import {
  type Availability,
  BOOKING_HORIZON_DAYS,
  type BookableSlots,
  minutesOf,
  SLOT_STEP_MINUTES,
  type SlotDay,
  serviceOfFormula,
} from '@lapm/contracts';
import { and, gt, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { bookings } from '../../db/schema';
import { formulaNamesEverPublished, publishedFormulaKeys } from '../site-content/formulas';
import { addDays, clockLabel, instantAt, wallTimeOf, weekdayOf } from './paris-time';
import { readAvailability } from './settings';

/** The statuses that keep a booking's time for itself (the exclusion constraint's). */
export const HOLDING = ['en attente', 'confirmée'];

/** A span of time a booking keeps for itself: `[from, until)`. */
export interface HeldTime {
  from: Date;
  until: Date;
}

/** A session offered: when it starts and ends, and the time it holds. */
export interface Slot {
  start: Date;
  end: Date;
  held: HeldTime;
}

const isWedding = (formula: string) => formula.startsWith('mariage-');

/** The minutes a formula lasts when bookable online, else undefined. */
export const durationOf = (availability: Availability, formula: string) =>
  availability.formulas.find((bookable) => bookable.formula === formula)?.minutes;

/**
 * The sessions of `formula` her availability offers on `day`, taken or not: from her opening
 * time every SLOT_STEP_MINUTES, each ending by her closing time, none starting before her notice
 * is up. A session holds its time and the pause after it; a wedding, when she takes one a day,
 * holds the whole day, so it is offered only on a day with nothing else and nothing else is
 * offered on its day.
 */
export function slotsOn(availability: Availability, formula: string, day: string, now: Date): Slot[] {
  const minutes = durationOf(availability, formula);
  const hours = availability.weeklyHours[weekdayOf(day)];
  if (!minutes || !hours?.open || availability.blockedDates.includes(day)) return [];
  const closing = instantAt(day, minutesOf(hours.end));
  const dayStart = instantAt(day, 0);
  const nextDayStart = instantAt(addDays(day, 1), 0);
  if (!closing || !dayStart || !nextDayStart) return [];
  const earliest = now.getTime() + availability.noticeHours * 3_600_000;
  const slots: Slot[] = [];
  for (let at = minutesOf(hours.start); at + minutes <= minutesOf(hours.end); at += SLOT_STEP_MINUTES) {
    const start = instantAt(day, at);
    if (!start || start.getTime() < earliest) continue;
    const end = new Date(start.getTime() + minutes * 60_000);
    if (end > closing) continue;
    const held =
      isWedding(formula) && availability.oneWeddingPerDay
        ? { from: dayStart, until: nextDayStart }
        : { from: start, until: new Date(end.getTime() + availability.bufferMinutes * 60_000) };
    slots.push({ start, end, held });
  }
  return slots;
}

const overlaps = (a: HeldTime, b: HeldTime) => a.from < b.until && b.from < a.until;

/**
 * The free sessions of `formula` from today to BOOKING_HORIZON_DAYS ahead, by day: those of
 * `slotsOn` whose time no booking in `taken` holds. Days with none are left out.
 */
export function freeSlotDays(
  availability: Availability,
  formula: string,
  now: Date,
  taken: readonly HeldTime[],
  horizonDays = BOOKING_HORIZON_DAYS,
): SlotDay[] {
  const today = wallTimeOf(now).day;
  const days: SlotDay[] = [];
  for (let offset = 0; offset <= horizonDays; offset += 1) {
    const day = addDays(today, offset);
    const free = slotsOn(availability, formula, day, now).filter(
      (slot) => !taken.some((held) => overlaps(held, slot.held)),
    );
    if (free.length > 0)
      days.push({
        day,
        slots: free.map((slot) => ({
          start: slot.start.toISOString(),
          time: clockLabel(wallTimeOf(slot.start).minutes),
        })),
      });
  }
  return days;
}

/** The session of `formula` starting at `start`, if her availability offers it (taken or not). */
export function offeredSlot(availability: Availability, formula: string, start: Date, now: Date) {
  const { day } = wallTimeOf(start);
  return slotsOn(availability, formula, day, now).find((slot) => slot.start.getTime() === start.getTime());
}

/** The time held by bookings still pending or confirmed, from `from` on (but booking `except`'s). */
async function heldTimes(db: Database, from: Date, except?: number): Promise<HeldTime[]> {
  return db
    .select({ from: bookings.heldFrom, until: bookings.heldUntil })
    .from(bookings)
    .where(
      and(
        inArray(bookings.status, HOLDING),
        gt(bookings.heldUntil, from),
        except === undefined ? undefined : ne(bookings.id, except),
      ),
    );
}

/**
 * Where a booking can move: the free sessions of its formula on the nearest `days` days, its own
 * held time counting as free (a move may overlap where it is now) and its own start left out.
 */
export async function moveSlots(
  db: Database,
  availability: Availability,
  booking: { id: number; formula: string; startsAt: Date },
  now: Date,
  days: number,
): Promise<SlotDay[]> {
  const taken = await heldTimes(db, now, booking.id);
  const current = booking.startsAt.toISOString();
  return freeSlotDays(availability, booking.formula, now, taken)
    .map((day) => ({ ...day, slots: day.slots.filter((slot) => slot.start !== current) }))
    .filter((day) => day.slots.length > 0)
    .slice(0, days);
}

/** Each formula of `service` bookable online, with its free days (the nearest `days` of them, if given). */
export async function serviceSlots(
  db: Database,
  service: string,
  now: Date,
  days?: number,
): Promise<BookableSlots[]> {
  const availability = await readAvailability(db);
  // A formula she took off the page is no longer offered, whatever her booking settings still say.
  const published = await publishedFormulaKeys(db);
  const bookable = availability.formulas.filter(
    ({ formula }) => serviceOfFormula(formula) === service && published.has(formula),
  );
  if (bookable.length === 0) return [];
  const taken = await heldTimes(db, now);
  const names = await formulaNamesEverPublished(db);
  return bookable.map(({ formula, minutes }) => {
    const free = freeSlotDays(availability, formula, now, taken);
    const formulaName = names[formula] ?? null;
    return { formula, formulaName, minutes, days: days === undefined ? free : free.slice(0, days) };
  });
}
