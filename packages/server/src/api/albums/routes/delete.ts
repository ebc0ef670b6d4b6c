import { albumDeletePayloadSchema, galleryMessages } from '@lapm/contracts';
import { eq, sql } from 'drizzle-orm';
import { albumPhotos, albums, users } from '../../../db/schema';
import type { ApiApp } from '../../context';
import { HttpError } from '../../errors';
import { deleteAlbumsToTrash } from '../../galleries/trash';
import { type AlbumRouteContext, albumNotFoundError } from './context';

/**
 * Deletes an album. One holding photos only once the admin confirmed it, knowing how many: they
 * go to the Corbeille, from which restoring one brings the album back.
 */
export function deleteRoute(app: ApiApp, { db, clock }: AlbumRouteContext) {
  app.delete(
    '/album',
    { config: { access: 'admin' }, schema: { body: albumDeletePayloadSchema } },
    async (request) => {
      const { id_album, confirm_removal } = request.body;
      const photos = await db.transaction(async (tx) => {
        const [album] = await tx
          .select({ name: sql<string>`${users.firstname} || ' ' || ${users.lastname}` })
          .from(albums)
          .innerJoin(users, eq(users.id, albums.userId))
          .where(eq(albums.id, id_album))
          .for('update', { of: albums });
        if (!album) throw albumNotFoundError();
        const [{ count } = { count: 0 }] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(albumPhotos)
          .where(eq(albumPhotos.albumId, id_album));
        if (count > 0 && !confirm_removal) {
          throw new HttpError(409, galleryMessages.albumDeleteUnconfirmed(id_album, album.name, count));
        }
        await deleteAlbumsToTrash(tx, eq(albums.id, id_album), clock());
        return count;
      });
      request.log.info({ event: 'album_deleted', albumId: id_album, photos }, 'album supprimé');
      return { message: 'Album supprimé.' };
    },
  );
}
