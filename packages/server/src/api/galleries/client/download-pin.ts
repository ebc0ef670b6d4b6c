import { downloadPinPayloadSchema, galleryMessages } from '@lapm/contracts';
import { downloadRights, pinCookieName, pinCookieOptions, pinProof } from '../downloads';
import type { ClientGalleryRoute } from './gallery';

/** The download PIN: given once, this browser's downloads of the album are unmarked (and high). */
export const downloadPinRoute: ClientGalleryRoute = (app, { context: { config }, access, viewed }) => {
  app.post(
    '/galleries/:id/download-pin',
    { config: { access: 'public' }, schema: { body: downloadPinPayloadSchema } },
    async (request, reply) => {
      const { album, viewer } = await viewed(request);
      const { hash, expiresAt } = await access.checkDownloadPin(request, album, request.body.pin);
      for (const options of pinCookieOptions(album.id, config.httpsOnly, expiresAt))
        reply.setCookie(pinCookieName(album.id), pinProof(album.id, hash), options);
      return { message: galleryMessages.downloadPinAccepted, downloads: downloadRights(album, viewer, true) };
    },
  );
};
