import { galleryAccessPayloadSchema } from '@lapm/contracts';
import type { ClientGalleryRoute } from './gallery';
import { plainAlbumId } from './gallery';

/** The album's own form: its code (and a guest's name), under the limits of wrong codes. */
export const openRoute: ClientGalleryRoute = (app, { access }) => {
  app.post(
    '/galleries/:id/access',
    { config: { access: 'public' }, schema: { body: galleryAccessPayloadSchema } },
    async (request, reply) => {
      // An address that is no album is answered as a wrong code, and counted as one.
      const id = plainAlbumId((request.params as { id: string }).id) ?? 0;
      await access.open(request, reply, id, request.body.code, request.body.guest || undefined);
      request.log.info({ event: 'gallery_opened_with_code', albumId: id }, 'galerie ouverte avec son code');
      return { message: 'Accès autorisé.' };
    },
  );
};
