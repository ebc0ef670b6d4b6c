import { mimeTypes } from '../../photos/sniff';
import { attachment, storedPhotoFile } from '../repository';
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
      const file = await storedPhotoFile(request, () => storage.stream(photo.storageKey));
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
