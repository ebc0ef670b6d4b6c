import { galleryAccessPayloadSchema } from '@lapm/contracts';
import type { ClientGalleryRoute } from './gallery';

/** « Accéder à une galerie »: the code alone, under the same limits as the album's own form. */
export const openByCodeRoute: ClientGalleryRoute = (app, { access }) => {
  app.post(
    '/galleries/access',
    { config: { access: 'public' }, schema: { body: galleryAccessPayloadSchema } },
    async (request, reply) => {
      const albumId = await access.open(
        request,
        reply,
        'by-code',
        request.body.code,
        request.body.guest || undefined,
      );
      request.log.info({ event: 'gallery_opened_with_code', albumId }, 'galerie ouverte avec son code');
      return { message: 'Accès autorisé.', albumId };
    },
  );
};
