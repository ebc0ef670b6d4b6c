import { eq } from 'drizzle-orm';
import { bookingSettings } from '../../../db/schema';
import { newLinkToken } from '../../auth/tokens';
import type { ApiApp } from '../../context';
import { ensureBookingSettings } from '../settings';
import type { BookingRouteContext } from './context';

/** « Révoquer »: a new secret; the old address answers 404 from now on. */
export function feedRevokeRoute(app: ApiApp, { db, feedUrl }: BookingRouteContext) {
  app.post('/bookings/feed/revoke', { config: { access: 'admin' } }, async (request) => {
    await ensureBookingSettings(db);
    const token = newLinkToken();
    await db.update(bookingSettings).set({ feedToken: token }).where(eq(bookingSettings.id, 1));
    request.log.info({ event: 'booking_feed_revoked' }, 'adresse du calendrier révoquée');
    return { feedUrl: feedUrl(token) };
  });
}
