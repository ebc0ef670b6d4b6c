import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../context';
import { coverRoute } from './admin/cover';
import { deletePhotoRoute } from './admin/delete-photo';
import { listRoute } from './admin/list';
import { notifyRoute } from './admin/notify';
import { reopenRoute } from './admin/reopen';
import { selectionTextRoute } from './admin/selection-text';
import { settingsRoute } from './admin/settings';
import { uploadRoute } from './admin/upload';

/** The admin's side of a gallery: uploads, settings, the client's selection and downloads. One file per route, in admin/. */
export const adminGalleryRoutes: FastifyPluginAsyncZod<ApiContext> = async (app, context) => {
  // An upload is the file's bytes themselves, one file per request, as in the library.
  app.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));
  for (const register of [
    uploadRoute,
    listRoute,
    deletePhotoRoute,
    settingsRoute,
    coverRoute,
    notifyRoute,
    reopenRoute,
    selectionTextRoute,
  ])
    register(app, context);
};
