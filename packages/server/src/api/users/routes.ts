import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../context';
import { deleteRoute } from './routes/delete';
import { clientsRoute, listRoute } from './routes/list';
import { readMeRoute, readRoute } from './routes/read';
import { registerRoute } from './routes/register';
import { updateRoute } from './routes/update';
import { updateMeRoute } from './routes/update-me';

/** Accounts: registration, the admin's users, and each one's own profile. One file per route, in routes/. */
export const userRoutes: FastifyPluginAsyncZod<ApiContext> = async (app, context) => {
  for (const register of [
    registerRoute,
    listRoute,
    clientsRoute,
    readRoute,
    updateRoute,
    deleteRoute,
    readMeRoute,
    updateMeRoute,
  ])
    register(app, context);
};
