import { bookingDecisionSchema, bookingMessages, idParamsSchema } from '@lapm/contracts';
import { and, eq } from 'drizzle-orm';
import { bookings } from '../../../db/schema';
import { hashToken, newLinkToken } from '../../auth/tokens';
import type { ApiApp } from '../../context';
import { HttpError } from '../../errors';
import { formulaNamesEverPublished } from '../../site-content/formulas';
import { studioConfirmedEmail, visitorDecisionEmail } from '../emails';
import { BOOKINGS_TAG, readAvailability } from '../settings';
import { type BookingRouteContext, queuedOnHeldTime } from './context';
import { asListed } from './listed';

/** She confirms or declines a pending booking: both sides are told, with the event when confirmed. */
export function decisionRoute(app: ApiApp, context: BookingRouteContext) {
  const { db, content, recorded, visitorLetter, host } = context;
  app.put(
    '/bookings/:id/status',
    { config: { access: 'admin' }, schema: { params: idParamsSchema, body: bookingDecisionSchema } },
    async (request) => {
      const { status } = request.body;
      const cancelToken = newLinkToken();
      // Confirming rewrites the row's held time in the exclusion constraint's index: queued too.
      const [row] = await queuedOnHeldTime(db, (tx) =>
        tx
          .update(bookings)
          .set({ status, ...(status === 'confirmée' && { cancelToken: hashToken(cancelToken) }) })
          .where(and(eq(bookings.id, request.params.id), eq(bookings.status, 'en attente')))
          .returning(),
      );
      if (!row) throw await undecidable(context, request.params.id);
      const names = await formulaNamesEverPublished(db);
      const named = { ...row, formulaName: names[row.formula] };
      content.changed(BOOKINGS_TAG);
      const { cancelHours } = await readAvailability(db);
      const confirmed = status === 'confirmée';
      const visitorMail = visitorDecisionEmail(
        named,
        confirmed,
        await visitorLetter(db, cancelToken, cancelHours),
      );
      const sends = [await recorded(db, row.id, 'visitor', visitorMail, 'booking_visitor_email')];
      if (confirmed)
        sends.push(
          await recorded(
            db,
            row.id,
            'studio',
            studioConfirmedEmail(named, host()),
            'booking_confirmed_email',
          ),
        );
      for (const send of sends) send(request.log);
      request.log.info({ event: 'booking_decided', bookingId: row.id, status }, 'réservation traitée');
      return { data: asListed(row, names) };
    },
  );
}

/** Why a booking cannot be decided: already answered (409), or none with that number (404). */
async function undecidable({ db }: BookingRouteContext, id: number): Promise<HttpError> {
  const [exists] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, id));
  return exists
    ? new HttpError(409, bookingMessages.alreadyDecided)
    : new HttpError(404, bookingMessages.notFound);
}
