import { albumCoverPayloadSchema, albumMessages, idParamsSchema } from '@lapm/contracts';
import { and, eq } from 'drizzle-orm';
import { albumPhotos, albums } from '../../../db/schema';
import type { ApiApp, ApiContext } from '../../context';
import { HttpError } from '../../errors';
import { adminAlbum } from './album';

/** The album's cover: one of its ready photos, and the point the crop keeps. */
export function coverRoute(app: ApiApp, { db }: ApiContext) {
  app.put(
    '/admin/albums/:id/cover',
    { config: { access: 'admin' }, schema: { params: idParamsSchema, body: albumCoverPayloadSchema } },
    async (request) => {
      const { id } = request.params;
      const { photoId, focalPoint } = request.body;
      await adminAlbum(db, id);
      const [photo] = await db
        .select({ status: albumPhotos.status })
        .from(albumPhotos)
        .where(and(eq(albumPhotos.id, photoId), eq(albumPhotos.albumId, id)));
      if (!photo) throw new HttpError(400, albumMessages.coverNotInAlbum);
      // The client's first screen shows ready photos only: a cover she cannot see is no cover.
      if (photo.status !== 'ready') throw new HttpError(409, albumMessages.coverNotReady);
      await db
        .update(albums)
        .set({ coverPhotoId: photoId, coverFocalX: focalPoint.x, coverFocalY: focalPoint.y })
        .where(eq(albums.id, id));
      return { message: albumMessages.coverSaved };
    },
  );
}
