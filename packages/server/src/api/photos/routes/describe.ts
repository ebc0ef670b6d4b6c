import { photoAltPayloadSchema, photoFocalPointPayloadSchema, photoIdParamsSchema } from '@lapm/contracts';
import { eq } from 'drizzle-orm';
import { photos } from '../../../db/schema';
import { PHOTOS_TAG } from '../repository';
import { findPhoto, type PhotoRoute, photoNotFound } from './context';

/** The photo's description, which the site shows as its alt text. */
export const altRoute: PhotoRoute = (app, { db, content }) => {
  app.put(
    '/photos/:id/alt',
    { config: { access: 'admin' }, schema: { params: photoIdParamsSchema, body: photoAltPayloadSchema } },
    async (request) => {
      const updated = await db
        .update(photos)
        .set({ alt: request.body.alt })
        .where(eq(photos.id, request.params.id))
        .returning({ id: photos.id });
      if (updated.length === 0) throw photoNotFound();
      content.changed(PHOTOS_TAG);
      return { message: 'Description enregistrée.', data: await findPhoto(db, request.params.id) };
    },
  );
};

/** Set once on the photo: every crop of it on the site centres there. */
export const focalPointRoute: PhotoRoute = (app, { db, content }) => {
  app.put(
    '/photos/:id/focal-point',
    {
      config: { access: 'admin' },
      schema: { params: photoIdParamsSchema, body: photoFocalPointPayloadSchema },
    },
    async (request) => {
      const { x, y } = request.body;
      const updated = await db
        .update(photos)
        .set({ focalX: x, focalY: y })
        .where(eq(photos.id, request.params.id))
        .returning({ id: photos.id });
      if (updated.length === 0) throw photoNotFound();
      content.changed(PHOTOS_TAG);
      return { message: 'Point focal enregistré.', data: await findPhoto(db, request.params.id) };
    },
  );
};
