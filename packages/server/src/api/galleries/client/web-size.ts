import { webFileName } from '../downloads';
import { attachment, storedPhotoFile } from '../repository';
import type { ClientGalleryRoute } from './gallery';
import { downloadablePhoto } from './rights';
import { recordDownloadWhenSent } from './send';

/** One photo at the web size, marked unless the album or the PIN says otherwise. */
export const webSizeRoute: ClientGalleryRoute = (app, gallery) => {
  app.get('/galleries/:id/photos/:photoId/web', { config: { access: 'public' } }, async (request, reply) => {
    const who = await downloadablePhoto(gallery, request, 'web');
    const { album, photo, rights } = who;
    const data = await storedPhotoFile(request, () => gallery.webSize(photo, rights.watermarked));
    recordDownloadWhenSent(gallery.context, request, reply, who, {
      albumId: album.id,
      kind: 'photo',
      size: 'web',
      fileName: photo.fileName,
    });
    return reply
      .headers({
        'content-type': 'image/jpeg',
        'cache-control': 'private, no-store',
        'content-disposition': attachment(webFileName(photo.fileName)),
      })
      .send(data);
  });
};
