import type { ClientGalleryRoute } from './gallery';
import { downloadablePhotos } from './rights';
import { sendArchive } from './send';

/** The album as a ZIP of its originals. */
export const archiveRoute: ClientGalleryRoute = (app, gallery) => {
  const { photoStorage: storage } = gallery.context;
  app.get('/galleries/:id/archive.zip', { config: { access: 'public' } }, async (request, reply) => {
    const { who, photos } = await downloadablePhotos(gallery, request, 'high');
    const entries = photos.map((photo) => ({
      fileName: photo.fileName,
      sizeBytes: photo.sizeBytes,
      createdAt: photo.createdAt,
      read: async () => (await storage.stream(photo.storageKey))?.body ?? null,
    }));
    return sendArchive(gallery.context, request, reply, who, { size: 'high', entries });
  });
};
