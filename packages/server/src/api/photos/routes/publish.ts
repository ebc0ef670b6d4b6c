import { photoIdParamsSchema, photoMessages, photoPublishPayloadSchema } from '@lapm/contracts';
import { eq } from 'drizzle-orm';
import { photos } from '../../../db/schema';
import { HttpError } from '../../errors';
import { PHOTOS_TAG } from '../repository';
import { findPhoto, type PhotoRoute } from './context';

/** On the site or off it: only a processed photo with its description goes on. */
export const publishRoute: PhotoRoute = (app, { db, content }) => {
  app.put(
    '/photos/:id/published',
    {
      config: { access: 'admin' },
      schema: { params: photoIdParamsSchema, body: photoPublishPayloadSchema },
    },
    async (request) => {
      const { id } = request.params;
      const { published } = request.body;
      const photo = await findPhoto(db, id);
      if (published && !photo.alt.trim()) throw new HttpError(400, photoMessages.altBeforePublishing);
      if (published && photo.status !== 'ready') throw new HttpError(409, photoMessages.notReady);
      // The table's check refuses a published photo without alt text, whatever reached it meanwhile.
      await db.update(photos).set({ published }).where(eq(photos.id, id));
      content.changed(PHOTOS_TAG);
      request.log.info({ event: published ? 'photo_published' : 'photo_unpublished', photoId: id }, 'photo');
      return {
        message: published ? 'Photo publiée.' : 'Photo retirée du site.',
        data: await findPhoto(db, id),
      };
    },
  );
};
