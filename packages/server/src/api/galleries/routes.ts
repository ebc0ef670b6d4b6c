import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../context';
import { adminGalleryRoutes } from './admin-routes';
import { chapterRoutes } from './chapter-routes';
import { clientGalleryRoutes } from './client-routes';
import { resumableUploadRoutes } from './resumable-uploads';
import { trashAlbumRoutes } from './trash-album-routes';
import { trashRoutes } from './trash-routes';

/**
 * Client galleries: the admin uploads an album's photos, in one request or resumably
 * (admin-routes.ts, resumable-uploads.ts), sets its gallery, and groups and orders them in
 * chapters (chapter-routes.ts); the client browses, chooses, sends her selection and downloads
 * (client-routes.ts); the admin's Corbeille keeps deleted and expired photos for a while
 * (trash-routes.ts).
 */
export const galleryRoutes: FastifyPluginAsyncZod<ApiContext> = async (app, context) => {
  await app.register(adminGalleryRoutes, context);
  await app.register(chapterRoutes, context);
  await app.register(clientGalleryRoutes, context);
  await app.register(trashRoutes, context);
  await app.register(trashAlbumRoutes, context);
  await app.register(resumableUploadRoutes, context);
};
