import type { Readable } from 'node:stream';
import {
  galleryMessages,
  idParamsSchema,
  MAX_PHOTO_BYTES,
  PHOTO_NAME_HEADER,
  photoMessages,
} from '@lapm/contracts';
import type { ApiApp, ApiContext } from '../../context';
import { HttpError } from '../../errors';
import { displayName, readCapped } from '../../photos/upload';
import { receiveGalleryPhoto } from '../receive-photo';
import { toAdminPhoto } from '../repository';
import { adminAlbum } from './album';

/** One photo added to the album, its bytes as the request's body. */
export function uploadRoute(app: ApiApp, context: ApiContext) {
  app.post(
    '/admin/albums/:id/photos',
    { config: { access: 'admin' }, schema: { params: idParamsSchema } },
    async (request, reply) => {
      const albumId = request.params.id;
      const name = displayName(request.headers[PHOTO_NAME_HEADER]);
      const tooLarge = () => new HttpError(413, photoMessages.tooLarge(name), { connection: 'close' });
      if (Number(request.headers['content-length']) > MAX_PHOTO_BYTES) throw tooLarge();
      if (request.headers['content-type'] !== 'application/octet-stream') {
        throw new HttpError(415, galleryMessages.notPhoto(name));
      }
      await adminAlbum(context.db, albumId);
      const data = await readCapped(request.body as Readable, MAX_PHOTO_BYTES, tooLarge);
      const row = await receiveGalleryPhoto(context, request, { albumId, name, data });
      return reply.code(201).send({ photo: toAdminPhoto(row) });
    },
  );
}
