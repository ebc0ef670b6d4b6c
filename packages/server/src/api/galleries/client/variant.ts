import { studio } from '@lapm/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { galleryKeys } from '../../photos/storage';
import { photoNotFound, storedPhotoFile } from '../repository';
import { watermarkMark } from '../watermark';
import type { ClientGallery, ClientGalleryRoute } from './gallery';

const VARIANT_FILE = /^([0-9]{1,5})\.(webp|jpg)$/;
const variantTypes = { webp: 'image/webp', jpg: 'image/jpeg' } as const;
/** A private preview stays in the browser that fetched it: a gallery is browsed back and forth. */
const VARIANT_MAX_AGE_S = 3600;

async function sendVariant(
  gallery: ClientGallery,
  reply: FastifyReply,
  request: FastifyRequest,
  variant: { photoId: string; width: number; extension: keyof typeof variantTypes; watermark: boolean },
) {
  const { photoId, width, extension, watermark } = variant;
  const headers = {
    etag: `"${photoId}/${width}.${extension}${watermark ? `/${watermarkMark(studio.name)}` : ''}"`,
    'cache-control': `private, max-age=${VARIANT_MAX_AGE_S}`,
  };
  if (request.headers['if-none-match'] === headers.etag) return reply.code(304).headers(headers).send();
  const data = await storedPhotoFile(request, () =>
    watermark
      ? gallery.markedPreview(photoId, width, extension, studio.name)
      : gallery.context.photoStorage.get(galleryKeys.variant(photoId, width, extension)),
  );
  return reply.headers({ ...headers, 'content-type': variantTypes[extension] }).send(data);
}

/** A preview of the gallery, marked when the album says so. */
export const variantRoute: ClientGalleryRoute = (app, gallery) => {
  app.get(
    '/galleries/:id/photos/:photoId/:file',
    { config: { access: 'public' } },
    async (request, reply) => {
      const { album, viewer } = await gallery.viewed(request);
      const { photoId, file } = request.params as { photoId: string; file: string };
      const match = VARIANT_FILE.exec(file);
      if (!match) throw photoNotFound();
      const width = Number(match[1]);
      const extension = match[2] as keyof typeof variantTypes;
      const photo = await gallery.readyPhoto(album.id, photoId, viewer);
      if (!photo.widths.includes(width)) throw photoNotFound();
      return sendVariant(gallery, reply, request, { photoId, width, extension, watermark: album.watermark });
    },
  );
};
