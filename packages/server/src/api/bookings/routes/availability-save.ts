import { availabilitySchema, bookingMessages } from '@lapm/contracts';
import { eq } from 'drizzle-orm';
import { bookingSettings } from '../../../db/schema';
import type { ApiApp } from '../../context';
import { HttpError } from '../../errors';
import { publishedFormulaKeys } from '../../site-content/formulas';
import { BOOKINGS_TAG, ensureBookingSettings } from '../settings';
import type { BookingRouteContext } from './context';

/** She saves her hours, days off, buffer and formulas: the service pages' slots follow. */
export function availabilitySaveRoute(app: ApiApp, { db, clock, content, feedUrl }: BookingRouteContext) {
  app.put(
    '/bookings/availability',
    { config: { access: 'admin' }, schema: { body: availabilitySchema } },
    async (request) => {
      // Only a formula on her pages now can be opened to booking (docs/decisions/0025).
      const published = await publishedFormulaKeys(db);
      const unknown = request.body.formulas.findIndex(({ formula }) => !published.has(formula));
      if (unknown !== -1) {
        const message = bookingMessages.formulaInvalid;
        throw new HttpError(400, message, {}, [{ path: ['formulas', unknown, 'formula'], message }]);
      }
      const settings = await ensureBookingSettings(db);
      await db
        .update(bookingSettings)
        .set({ availability: request.body, updatedAt: clock() })
        .where(eq(bookingSettings.id, 1));
      content.changed(BOOKINGS_TAG);
      request.log.info({ event: 'booking_availability_saved' }, 'disponibilités enregistrées');
      return { data: request.body, feedUrl: feedUrl(settings.feedToken) };
    },
  );
}
