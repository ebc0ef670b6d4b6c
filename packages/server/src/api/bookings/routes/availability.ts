import type { ApiApp } from '../../context';
import { ensureBookingSettings } from '../settings';
import type { BookingRouteContext } from './context';

/** Her availability, with the address of her calendar feed. */
export function availabilityRoute(app: ApiApp, { db, feedUrl }: BookingRouteContext) {
  app.get('/bookings/availability', { config: { access: 'admin' } }, async () => {
    const settings = await ensureBookingSettings(db);
    return { data: settings.availability, feedUrl: feedUrl(settings.feedToken) };
  });
}
