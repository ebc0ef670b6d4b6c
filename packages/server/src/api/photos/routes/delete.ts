import { photoBulkMessages, photoIdParamsSchema } from '@lapm/contracts';
import { eq } from 'drizzle-orm';
import { photos } from '../../../db/schema';
import { HttpError } from '../../errors';
import { PHOTOS_TAG } from '../repository';
import { photoUses } from '../uses';
import { type PhotoRoute, photoNotFound, removePhotoFiles } from './context';

/** One photo and its files, unless a place on the site shows it. */
export const deleteRoute: PhotoRoute = (app, { db, storage, content }) => {
  app.delete(
    '/photos/:id',
    { config: { access: 'admin' }, schema: { params: photoIdParamsSchema } },
    async (request) => {
      const { id } = request.params;
      // A placed photo goes through the bulk delete, which asks what takes its place in each spot.
      const placed = (await photoUses(db, [id]))[id]?.find((use) => use.kind === 'place');
      if (placed) throw new HttpError(409, photoBulkMessages.replacementMissing(placed.title));
      const [deleted] = await db.delete(photos).where(eq(photos.id, id)).returning({ widths: photos.widths });
      if (!deleted) throw photoNotFound();
      content.changed(PHOTOS_TAG);
      await removePhotoFiles(storage, request.log, id, deleted.widths);
      request.log.info({ event: 'photo_deleted', photoId: id }, 'photo supprimée');
      return { message: 'Photo supprimée.' };
    },
  );
};
