import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../context';
import { clientRoute } from './client';
import { receiveRoute, stampRoute } from './receive';
import { listRoutes, replyRoute, threadRoutes } from './studio';

/**
 * The enquiries of the public form: sent by anyone (receive.ts), read and answered by the studio
 * alone (studio.ts), and turned into a client (client.ts).
 */
export const enquiryRoutes: FastifyPluginAsyncZod<ApiContext> = async (app, context) => {
  stampRoute(app, context);
  receiveRoute(app, context);
  listRoutes(app, context);
  threadRoutes(app, context);
  replyRoute(app, context);
  clientRoute(app, context);
};
