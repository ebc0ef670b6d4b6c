import { pricedServicePages, type ServicePageKey } from '@lapm/contracts';
import { z } from 'zod';
import type { ApiApp } from '../../context';
import { serviceSlots } from '../slots';
import type { BookingRouteContext } from './context';

const serviceQuerySchema = z.object({
  service: z.enum(
    Object.keys(pricedServicePages) as [ServicePageKey, ...ServicePageKey[]],
    'Service inconnu.',
  ),
});

/** The free slots of a service page's bookable formulas, for anyone. */
export function slotsRoute(app: ApiApp, { db, clock }: BookingRouteContext) {
  app.get(
    '/bookings/slots',
    { config: { access: 'public' }, schema: { querystring: serviceQuerySchema } },
    async (request) => ({ data: await serviceSlots(db, request.query.service, clock()) }),
  );
}
