import { idParamsSchema } from '@lapm/contracts';
import type { ApiApp, ApiContext } from '../../context';
import { attachment, selectedPhotos } from '../repository';
import { adminAlbum } from './album';

/** The client's selection as a text file, one file name a line, for the studio's editing software. */
export function selectionTextRoute(app: ApiApp, { db }: ApiContext) {
  app.get(
    '/admin/albums/:id/selection.txt',
    { config: { access: 'admin' }, schema: { params: idParamsSchema } },
    async (request, reply) => {
      const album = await adminAlbum(db, request.params.id);
      const photos = await selectedPhotos(db, album.id);
      return reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('content-disposition', attachment(`selection-album-${album.id}.txt`))
        .send(photos.map((photo) => `${photo.fileName}\n`).join(''));
    },
  );
}
