import { galleryMessages, idParamsSchema } from '@lapm/contracts';
import { and, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { albumPhotos } from '../../../db/schema';
import type { ApiApp, ApiContext } from '../../context';
import { photoNotFound } from '../repository';
import { movePhotosToTrash } from '../trash';

const adminPhotoParams = idParamsSchema.extend({
  photoId: z.uuid({ message: galleryMessages.photoNotFound }),
});

/** A photo taken from the album to the Corbeille. */
export function deletePhotoRoute(app: ApiApp, { db, clock }: ApiContext) {
  app.delete(
    '/admin/albums/:id/photos/:photoId',
    { config: { access: 'admin' }, schema: { params: adminPhotoParams } },
    async (request) => {
      const { id, photoId } = request.params;
      // To the Corbeille, files kept: a photo deleted by mistake comes back for TRASH_DAYS.
      const moved = await movePhotosToTrash(
        db,
        and(eq(albumPhotos.id, photoId), eq(albumPhotos.albumId, id)) as SQL,
        'deleted',
        clock(),
      );
      if (moved.length === 0) throw photoNotFound();
      request.log.info(
        { event: 'gallery_photo_trashed', albumId: id, photoId },
        'photo de galerie mise à la Corbeille',
      );
      return { message: galleryMessages.photoTrashed };
    },
  );
}
