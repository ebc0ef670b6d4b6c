import { bookingCancelSchema, bookingMessages } from '@lapm/contracts';
import { eq } from 'drizzle-orm';
import { bookings } from '../../../db/schema';
import type { ApiApp } from '../../context';
import { HttpError } from '../../errors';
import { formulaNamesEverPublished } from '../../site-content/formulas';
import { studioCancelledEmail } from '../emails';
import { bookingOfLink } from '../move';
import { BOOKINGS_TAG, readAvailability } from '../settings';
import type { BookingRouteContext } from './context';

/** The visitor cancels from her e-mail's link, under the notice her rules give. */
export function cancelRoute(app: ApiApp, { limits, db, clock, content, recorded }: BookingRouteContext) {
  app.post(
    '/bookings/cancel',
    { config: { access: 'public' }, schema: { body: bookingCancelSchema } },
    async (request) => {
      await limits.linkConfirmsByIp(request);
      const { cancelHours } = await readAvailability(db);
      const row = await bookingOfLink(db, request.body.token);
      if (!row) throw new HttpError(404, bookingMessages.cancelLinkInvalid);
      if (row.startsAt.getTime() - clock().getTime() < cancelHours * 3_600_000)
        throw new HttpError(409, bookingMessages.cancelTooLate);
      await db.update(bookings).set({ status: 'annulée' }).where(eq(bookings.id, row.id));
      content.changed(BOOKINGS_TAG);
      const send = await recorded(
        db,
        row.id,
        'studio',
        studioCancelledEmail({ ...row, formulaName: (await formulaNamesEverPublished(db))[row.formula] }),
        'booking_cancelled_email',
      );
      send(request.log);
      request.log.info({ event: 'booking_cancelled', bookingId: row.id }, 'réservation annulée');
      return { message: bookingMessages.cancelled };
    },
  );
}
