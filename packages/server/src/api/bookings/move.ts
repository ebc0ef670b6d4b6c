import { type BookingMoveView, bookingMessages } from '@lapm/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { bookings } from '../../db/schema';
import { hashToken } from '../auth/tokens';
import { formulaNamesEverPublished } from '../site-content/formulas';
import { readAvailability } from './settings';
import { durationOf, HOLDING, moveSlots } from './slots';

/** The booking still pending or confirmed that an e-mail's link names, if any. */
export async function bookingOfLink(db: Database, token: string) {
  if (!token) return undefined;
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.cancelToken, hashToken(token)), inArray(bookings.status, HOLDING)));
  return row;
}

/**
 * What the move page shows for its link: the booking, its time, and where it can go; or why it
 * cannot move (a dead link, or past the notice of a cancellation, which a move shares).
 */
export async function moveView(
  db: Database,
  token: string,
  now: Date,
  days: number,
): Promise<BookingMoveView> {
  const row = await bookingOfLink(db, token);
  if (!row)
    return {
      formula: '',
      formulaName: null,
      start: '',
      minutes: 0,
      days: [],
      problem: bookingMessages.moveLinkInvalid,
    };
  const availability = await readAvailability(db);
  const minutes =
    durationOf(availability, row.formula) ?? (row.endsAt.getTime() - row.startsAt.getTime()) / 60_000;
  const formulaName = (await formulaNamesEverPublished(db))[row.formula] ?? null;
  const view = { formula: row.formula, formulaName, start: row.startsAt.toISOString(), minutes };
  if (row.startsAt.getTime() - now.getTime() < availability.cancelHours * 3_600_000)
    return { ...view, days: [], problem: bookingMessages.moveTooLate };
  return { ...view, days: await moveSlots(db, availability, row, now, days), problem: '' };
}
