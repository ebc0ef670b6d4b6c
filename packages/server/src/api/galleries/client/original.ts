import { mimeTypes } from '../../photos/sniff';
import { attachment, photoNotFound, storageFailure } from '../repository';
import type { ClientGalleryRoute } from './gallery';
import { downloadablePhoto } from './rights';
import { recordDownloadWhenSent } from './send';

/** One photo as it was delivered, in high resolution. */
export const originalRoute: ClientGalleryRoute = (app, gallery) => {
  const { photoStorage: storage } = gallery.context;
  app.get(
    '/galleries/:id/photos/:photoId/original',
    { config: { access: 'public' } },
    async (request, reply) => {
      const who = await downloadablePhoto(gallery, request, 'high');
      const { album, photo } = who;
      let file: Awaited<ReturnType<typeof storage.stream>>;
      try {
        file = await storage.stream(photo.storageKey);
      } catch (error) {
        throw storageFailure(request, error);
      }
      if (!file) throw photoNotFound();
      recordDownloadWhenSent(gallery.context, request, reply, who, {
        albumId: album.id,
        kind: 'photo',
        size: 'high',
        fileName: photo.fileName,
      });
      return reply
        .headers({
          'content-type': mimeTypes[photo.type],
          'content-length': String(file.size),
          'content-disposition': attachment(photo.fileName),
        })
        .send(file.body);
    },
  );
};
