import { idParamsSchema } from '@lapm/contracts';
import { albums } from '../../../db/schema';
import { sessionOf } from '../../auth/guard';
import type { ApiApp } from '../../context';
import { ownAlbumsQuery } from '../repository';
import { type AlbumRouteContext, findAlbum, selectAlbums } from './context';

/** The owner's own albums, the busiest call of the client area: one prepared statement. */
export function myAlbumsRoute(app: ApiApp, { db, today }: AlbumRouteContext) {
  const myAlbums = ownAlbumsQuery(db, 'my_albums');
  app.get('/album/my', async (request) => ({
    data: await myAlbums.execute({ userId: sessionOf(request).user.id, today: today() }),
  }));
}

/** Every album, and one album, as the admin screens show them. */
export function adminReadRoutes(app: ApiApp, { db, today }: AlbumRouteContext) {
  app.get('/album', { config: { access: 'admin' } }, async () => ({
    data: await selectAlbums(db, today()).orderBy(albums.id),
  }));

  app.get(
    '/album/:id',
    { config: { access: 'admin' }, schema: { params: idParamsSchema } },
    async (request) => ({
      data: await findAlbum(db, request.params.id, today()),
    }),
  );
}
