import { desc } from 'drizzle-orm';
import { bookings } from '../../../db/schema';
import type { ApiApp } from '../../context';
import type { BookingRouteContext } from './context';
import { asListed, listedColumns } from './listed';

/** « Réservations »: the newest first. */
export function listRoute(app: ApiApp, { db }: BookingRouteContext) {
  app.get('/bookings', { config: { access: 'admin' } }, async () => ({
    data: (await db.select(listedColumns).from(bookings).orderBy(desc(bookings.id))).map(asListed),
  }));
}
