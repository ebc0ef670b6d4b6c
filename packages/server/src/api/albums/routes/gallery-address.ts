import type { ApiApp } from '../../context';
import { reserveAlbumId } from '../repository';
import type { AlbumRouteContext } from './context';

/**
 * « Galerie sur le site »: the album being created gets its id now, so that its link is its own
 * gallery's address before it is saved. An id kept and never used is only a gap in the numbers.
 */
export function galleryAddressRoute(app: ApiApp, { db, galleryUrl }: AlbumRouteContext) {
  app.post('/album/gallery-address', { config: { access: 'admin' } }, async () => {
    const id = await reserveAlbumId(db);
    return { data: { id, lien: galleryUrl(id) } };
  });
}
