import { photoBulkMessages, photoBulkPublishSchema } from '@lapm/contracts';
import { inArray } from 'drizzle-orm';
import { photos } from '../../../db/schema';
import { HttpError } from '../../errors';
import { PHOTOS_TAG } from '../repository';
import { lockedPhotos, type PhotoRoute } from './context';

/** A selection on the site or off it, all or nothing: one photo without its description or not processed stops it. */
export const bulkPublishRoute: PhotoRoute = (app, { db, content }) => {
  app.post(
    '/photos/bulk/published',
    { config: { access: 'admin' }, schema: { body: photoBulkPublishSchema } },
    async (request) => {
      const { ids, published } = request.body;
      const data = await db.transaction(async (tx) => {
        const selected = await lockedPhotos(tx, ids);
        if (published) {
          const undescribed = selected.find((photo) => !photo.alt.trim());
          if (undescribed) throw new HttpError(400, photoBulkMessages.altMissing(undescribed.name));
          const unready = selected.find((photo) => photo.status !== 'ready');
          if (unready) throw new HttpError(409, photoBulkMessages.notReady(unready.name));
        }
        await tx.update(photos).set({ published }).where(inArray(photos.id, ids));
        return selected.map((photo) => ({ ...photo, published }));
      });
      content.changed(PHOTOS_TAG);
      request.log.info(
        { event: published ? 'photos_published' : 'photos_unpublished', count: ids.length },
        'photos',
      );
      return {
        message: published
          ? photoBulkMessages.published(ids.length)
          : photoBulkMessages.unpublished(ids.length),
        data,
      };
    },
  );
};
