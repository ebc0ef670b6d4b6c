import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../context';
import { availabilityRoute } from './routes/availability';
import { availabilitySaveRoute } from './routes/availability-save';
import { cancelRoute } from './routes/cancel';
import { bookingRouteContext } from './routes/context';
import { decisionRoute } from './routes/decision';
import { feedRoute } from './routes/feed';
import { feedRevokeRoute } from './routes/feed-revoke';
import { listRoute } from './routes/list';
import { moveRoute } from './routes/move';
import { moveSlotsRoute } from './routes/move-slots';
import { requestRoute } from './routes/request';
import { slotsRoute } from './routes/slots';

/**
 * Sessions booked online: the free slots and the booking itself for anyone, her availability,
 * her answers and her calendar feed for the studio. One file per route, in routes/.
 */
export const bookingRoutes: FastifyPluginAsyncZod<ApiContext> = async (app, options) => {
  const context = bookingRouteContext(options);
  for (const register of [
    slotsRoute,
    requestRoute,
    cancelRoute,
    moveSlotsRoute,
    moveRoute,
    feedRoute,
    feedRevokeRoute,
    availabilityRoute,
    availabilitySaveRoute,
    listRoute,
    decisionRoute,
  ])
    register(app, context);
};
