import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../context';
import { acceptRoute } from './routes/accept';
import { invitationRouteContext } from './routes/context';
import { createRoute } from './routes/create';
import { resendRoute } from './routes/resend';

/** Accounts the studio opens for its clients, and the link each client accepts. One file per route, in routes/. */
export const invitationRoutes: FastifyPluginAsyncZod<ApiContext> = async (app, options) => {
  const context = invitationRouteContext(options);
  for (const register of [createRoute, resendRoute, acceptRoute]) register(app, context);
};
