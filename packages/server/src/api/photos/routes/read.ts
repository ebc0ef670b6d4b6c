import { photoIdParamsSchema } from '@lapm/contracts';
import { serveVariant } from '../serve';
import { photoUses } from '../uses';
import { findPhoto, type PhotoRoute } from './context';

/** One photo as the admin sees it. */
export const readRoute: PhotoRoute = (app, { db }) => {
  app.get(
    '/photos/:id',
    { config: { access: 'admin' }, schema: { params: photoIdParamsSchema } },
    async (request) => ({ data: await findPhoto(db, request.params.id) }),
  );
};

/** Where the photo appears on the site, before she changes or deletes it. */
export const usesRoute: PhotoRoute = (app, { db }) => {
  app.get(
    '/photos/:id/uses',
    { config: { access: 'admin' }, schema: { params: photoIdParamsSchema } },
    async (request) => {
      const { id } = request.params;
      await findPhoto(db, id);
      return { data: (await photoUses(db, [id]))[id] ?? [] };
    },
  );
};

/** The admin's thumbnails: any processed photo, published or not, never cached by a shared cache. */
export const filesRoute: PhotoRoute = (app, { db, storage }) => {
  app.get('/photos/:id/files/:file', { config: { access: 'admin' } }, (request, reply) =>
    serveVariant({ db, storage }, request, reply, { publishedOnly: false }),
  );
};
