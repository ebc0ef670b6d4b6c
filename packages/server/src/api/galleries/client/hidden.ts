import { hiddenPayloadSchema } from '@lapm/contracts';
import { and, eq } from 'drizzle-orm';
import { albumPhotos } from '../../../db/schema';
import { type ClientGalleryRoute, ownerOnly } from './gallery';

/** The owner hides a photo from her guests, or shows it again. */
export const hiddenRoute: ClientGalleryRoute = (app, { context: { db }, viewed, readyPhoto }) => {
  app.put(
    '/galleries/:id/photos/:photoId/hidden',
    { config: { access: 'public' }, schema: { body: hiddenPayloadSchema } },
    async (request) => {
      const { album, viewer } = await viewed(request);
      ownerOnly(viewer);
      const { photoId } = request.params as { photoId: string };
      await readyPhoto(album.id, photoId, viewer);
      await db
        .update(albumPhotos)
        .set({ hiddenFromGuests: request.body.hidden })
        .where(and(eq(albumPhotos.id, photoId), eq(albumPhotos.albumId, album.id)));
      return { hidden: request.body.hidden };
    },
  );
};
