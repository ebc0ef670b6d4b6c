import { desc } from 'drizzle-orm';
import { bookings } from '../../../db/schema';
import type { ApiApp } from '../../context';
import { formulaNamesEverPublished } from '../../site-content/formulas';
import type { BookingRouteContext } from './context';
import { asListed, listedColumns } from './listed';

/** « Réservations »: the newest first. */
export function listRoute(app: ApiApp, { db }: BookingRouteContext) {
  app.get('/bookings', { config: { access: 'admin' } }, async () => {
    const names = await formulaNamesEverPublished(db);
    const rows = await db.select(listedColumns).from(bookings).orderBy(desc(bookings.id));
    return { data: rows.map((row) => asListed(row, names)) };
  });
}
