import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../context';
import { albumRouteContext } from './routes/context';
import { createRoute } from './routes/create';
import { deleteRoute } from './routes/delete';
import { galleryAddressRoute } from './routes/gallery-address';
import { openedRoute } from './routes/opened';
import { adminReadRoutes, myAlbumsRoute } from './routes/read';
import { updateRoute } from './routes/update';

/** Albums: the client's own list and « Consulter », the admin's albums. One file per route, in routes/. */
export const albumRoutes: FastifyPluginAsyncZod<ApiContext> = async (app, options) => {
  const context = albumRouteContext(options);
  for (const register of [
    myAlbumsRoute,
    adminReadRoutes,
    createRoute,
    updateRoute,
    galleryAddressRoute,
    deleteRoute,
    openedRoute,
  ])
    register(app, context);
};
