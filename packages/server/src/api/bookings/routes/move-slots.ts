import { bookingCancelSchema, PAGE_SLOT_DAYS } from '@lapm/contracts';
import type { ApiApp } from '../../context';
import { moveView } from '../move';
import type { BookingRouteContext } from './context';

/** The move page's booking and where it can go, for a page the browser draws itself. */
export function moveSlotsRoute(app: ApiApp, { limits, db, clock }: BookingRouteContext) {
  app.post(
    '/bookings/move/slots',
    { config: { access: 'public' }, schema: { body: bookingCancelSchema } },
    async (request) => {
      await limits.linkConfirmsByIp(request);
      return { data: await moveView(db, request.body.token, clock(), PAGE_SLOT_DAYS) };
    },
  );
}
