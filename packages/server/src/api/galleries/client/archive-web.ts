import { Readable } from 'node:stream';
import { webFileName } from '../downloads';
import type { ClientGalleryRoute } from './gallery';
import { downloadablePhotos } from './rights';
import { sendArchive } from './send';

/** For phones: a few MB a photo instead of tens, made once per photo and kept. */
export const archiveWebRoute: ClientGalleryRoute = (app, gallery) => {
  app.get('/galleries/:id/archive-web.zip', { config: { access: 'public' } }, async (request, reply) => {
    const { who, rights, photos } = await downloadablePhotos(gallery, request, 'web');
    const entries = photos.map((photo) => ({
      fileName: webFileName(photo.fileName),
      createdAt: photo.createdAt,
      read: async () => {
        const data = await gallery.webSize(photo, rights.watermarked);
        return data ? Readable.from([data]) : null;
      },
    }));
    return sendArchive(gallery.context, request, reply, who, { size: 'web', entries });
  });
};
