import { albumDeletePayloadSchema } from '@lapm/contracts';
import { eq } from 'drizzle-orm';
import { albums } from '../../../db/schema';
import type { ApiApp } from '../../context';
import { type AlbumRouteContext, albumNotFoundError } from './context';

export function deleteRoute(app: ApiApp, { db }: AlbumRouteContext) {
  app.delete(
    '/album',
    { config: { access: 'admin' }, schema: { body: albumDeletePayloadSchema } },
    async (request) => {
      const { id_album } = request.body;
      const deleted = await db.delete(albums).where(eq(albums.id, id_album)).returning({ id: albums.id });
      if (deleted.length === 0) throw albumNotFoundError();
      request.log.info({ event: 'album_deleted', albumId: id_album }, 'album supprimé');
      return { message: 'Album supprimé.' };
    },
  );
}
