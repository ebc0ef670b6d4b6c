import {
  type Availability,
  type BookingMoveView,
  bookingMessages,
  bookingMoveSchema,
  PAGE_SLOT_DAYS,
  paths,
} from '@lapm/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { bookings } from '../../../db/schema';
import { hashToken } from '../../auth/tokens';
import type { ApiApp } from '../../context';
import { HttpError } from '../../errors';
import { studioMovedEmail, visitorMovedEmail } from '../emails';
import { moveView } from '../move';
import { BOOKINGS_TAG, readAvailability } from '../settings';
import { HOLDING, offeredSlot } from '../slots';
import { type BookingRouteContext, queuedOnHeldTime, type RecordedMail, unlessSlotTaken } from './context';

/**
 * « Déplacer ma réservation »: under the cancellation's notice, to a slot her rules offer now.
 * The update keeps the booking's row, so the exclusion constraint judges the new time against
 * every other booking: a slot taken meanwhile refuses the move, and the old slot stays hers.
 * A confirmed booking is pending again: her confirmation named the old time (README).
 */
export function moveRoute(app: ApiApp, context: BookingRouteContext) {
  const { limits, db, content } = context;
  app.post(
    '/bookings/move',
    { config: { access: 'public' }, schema: { body: bookingMoveSchema } },
    async (request) => {
      await limits.linkConfirmsByIp(request);
      const { token } = request.body;
      const availability = await readAvailability(db);
      const moved = await unlessSlotTaken(() =>
        move(context, token, new Date(request.body.start), availability),
      );
      content.changed(BOOKINGS_TAG);
      for (const send of moved.sends) send(request.log);
      request.log.info({ event: 'booking_moved', bookingId: moved.id }, 'réservation déplacée');
      return { message: bookingMessages.moved, data: moved.view };
    },
  );
}

/** The booking of `token` moved to `start` in one transaction, with its two e-mails recorded. */
function move(
  { db, clock, recorded, visitorLetter, host, site }: BookingRouteContext,
  token: string,
  start: Date,
  availability: Availability,
): Promise<{ id: number; sends: RecordedMail[]; view: BookingMoveView }> {
  return queuedOnHeldTime(db, async (tx) => {
    const [row] = await tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.cancelToken, hashToken(token)), inArray(bookings.status, HOLDING)))
      .for('update');
    if (!row) throw new HttpError(404, bookingMessages.moveLinkInvalid);
    if (row.startsAt.getTime() - clock().getTime() < availability.cancelHours * 3_600_000)
      throw new HttpError(409, bookingMessages.moveTooLate);
    if (row.startsAt.getTime() === start.getTime()) throw new HttpError(409, bookingMessages.moveSameSlot);
    const slot = offeredSlot(availability, row.formula, start, clock());
    if (!slot) throw new HttpError(409, bookingMessages.slotUnavailable);
    const [updated] = await tx
      .update(bookings)
      .set({
        startsAt: slot.start,
        endsAt: slot.end,
        heldFrom: slot.held.from,
        heldUntil: slot.held.until,
        status: 'en attente',
        sequence: sql`${bookings.sequence} + 1`,
      })
      .where(eq(bookings.id, row.id))
      .returning();
    if (!updated) throw new Error('booking not moved');
    const visitorMail = visitorMovedEmail(
      updated,
      row.startsAt,
      await visitorLetter(tx, token, availability.cancelHours),
    );
    const studioMail = studioMovedEmail(updated, row.startsAt, `${site()}${paths.adminBookings}`, host());
    const sends = [
      await recorded(tx, row.id, 'visitor', visitorMail, 'booking_moved_visitor_email'),
      await recorded(tx, row.id, 'studio', studioMail, 'booking_moved_email'),
    ];
    // The page's new view read in the move's transaction: a move is never answered with an error
    // once made.
    return { id: updated.id, sends, view: await moveView(tx, token, clock(), PAGE_SLOT_DAYS) };
  });
}
