import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../context';
import { adminGalleryRoutes } from './admin-routes';
import { chapterRoutes } from './chapter-routes';
import { clientGalleryRoutes } from './client-routes';
import { trashRoutes } from './trash-routes';

/**
 * Client galleries: the admin uploads an album's photos and sets its gallery (admin-routes.ts), and
 * groups and orders them in chapters (chapter-routes.ts); the client browses, chooses, sends her
 * selection and downloads (client-routes.ts); the admin's Corbeille keeps deleted and expired
 * photos for a while (trash-routes.ts).
 */
export const galleryRoutes: FastifyPluginAsyncZod<ApiContext> = async (app, context) => {
  await app.register(adminGalleryRoutes, context);
  await app.register(chapterRoutes, context);
  await app.register(clientGalleryRoutes, context);
  await app.register(trashRoutes, context);
};
