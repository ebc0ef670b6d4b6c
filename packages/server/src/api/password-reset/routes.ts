import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../context';
import { confirmRoute } from './routes/confirm';
import { requestRoute } from './routes/request';

/** « Mot de passe oublié » : the e-mailed link, then the new password. One file per route, in routes/. */
export const passwordResetRoutes: FastifyPluginAsyncZod<ApiContext> = async (app, context) => {
  for (const register of [requestRoute, confirmRoute]) register(app, context);
};
