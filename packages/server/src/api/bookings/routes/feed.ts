import { asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { bookingSettings, bookings } from '../../../db/schema';
import type { ApiApp } from '../../context';
import { HttpError } from '../../errors';
import { formulaNamesEverPublished } from '../../site-content/formulas';
import { bookingCalendar, type CalendarBooking } from '../calendar';
import { HOLDING } from '../slots';
import type { BookingRouteContext } from './context';

/** Each booking with the name of its formula, as she last published it. */
const named = <B extends CalendarBooking>(rows: B[], names: Record<string, string>) =>
  rows.map((row) => ({ ...row, formulaName: names[row.formula] }));

const feedQuerySchema = z.object({ token: z.string().max(200).default('') });

/** Her calendar feed: anyone with its secret address reads her bookings, until she revokes it. */
export function feedRoute(app: ApiApp, { db, host }: BookingRouteContext) {
  app.get(
    '/bookings/feed.ics',
    { config: { access: 'public' }, schema: { querystring: feedQuerySchema } },
    async (request, reply) => {
      const [settings] = await db
        .select({ feedToken: bookingSettings.feedToken })
        .from(bookingSettings)
        .where(eq(bookingSettings.id, 1));
      if (!settings || request.query.token === '' || settings.feedToken !== request.query.token)
        throw new HttpError(404, 'Ce calendrier n’existe pas ou plus.');
      const rows = await db
        .select()
        .from(bookings)
        .where(inArray(bookings.status, HOLDING))
        .orderBy(asc(bookings.startsAt));
      return reply
        .header('cache-control', 'no-store')
        .type('text/calendar; charset=utf-8')
        .send(bookingCalendar(named(rows, await formulaNamesEverPublished(db)), 'studio', host()));
    },
  );
}
