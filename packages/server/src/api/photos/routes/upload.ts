import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { MAX_PHOTO_BYTES, PHOTO_NAME_HEADER, photoMessages } from '@lapm/contracts';
import type { FastifyRequest } from 'fastify';
import { photos } from '../../../db/schema';
import { HttpError } from '../../errors';
import { type PhotoRow, photoColumns, toPhoto } from '../repository';
import { acceptedType, mimeTypes } from '../sniff';
import { photoKeys, StorageError, storageHttpError } from '../storage';
import { displayName, photoSize, readCapped } from '../upload';
import type { PhotoContext, PhotoRoute } from './context';

/** The uploaded file's name, bytes and type, once its size, type and pixels are known to be acceptable. */
async function acceptedUpload(request: FastifyRequest) {
  const name = displayName(request.headers[PHOTO_NAME_HEADER]);
  const tooLarge = () => new HttpError(413, photoMessages.tooLarge(name), { connection: 'close' });
  if (Number(request.headers['content-length']) > MAX_PHOTO_BYTES) throw tooLarge();
  if (request.headers['content-type'] !== 'application/octet-stream') {
    throw new HttpError(415, photoMessages.wrongType(name));
  }
  const data = await readCapped(request.body as Readable, MAX_PHOTO_BYTES, tooLarge);
  if (data.length === 0) throw new HttpError(400, photoMessages.empty(name));
  const type = acceptedType(data, name, photoMessages.wrongType(name));
  await photoSize(data, name);
  return { name, data, type };
}

/** The original file first, then its row: a row never points at a file that is not there. */
async function storePhoto(
  { db, storage }: PhotoContext,
  request: FastifyRequest,
  { name, data, type }: Awaited<ReturnType<typeof acceptedUpload>>,
): Promise<PhotoRow> {
  const id = randomUUID();
  try {
    await storage.put(photoKeys.original(id), data, mimeTypes[type]);
  } catch (error) {
    if (error instanceof StorageError) {
      request.log.error({ err: error, event: 'photo_storage_failed' }, 'stockage des photos indisponible');
      throw storageHttpError(error);
    }
    throw error;
  }
  let row: PhotoRow | undefined;
  try {
    [row] = await db
      .insert(photos)
      .values({ id, originalName: name, type, sizeBytes: data.length })
      .returning(photoColumns);
  } catch (error) {
    // No row, no file: the admin uploads again and nothing is left half-made.
    await storage.remove([photoKeys.original(id)]).catch(() => undefined);
    throw error;
  }
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** One file per request, so that each file gets its own progress, its own answer and its own failure. */
export const uploadRoute: PhotoRoute = (app, context) => {
  // An upload is the file's bytes themselves, read here as a stream and capped above.
  app.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));

  app.post('/photos', { config: { access: 'admin' } }, async (request, reply) => {
    const upload = await acceptedUpload(request);
    const row = await storePhoto(context, request, upload);
    const { id } = row;
    await context.queueProcessing(id);
    request.log.info(
      { event: 'photo_uploaded', photoId: id, type: upload.type, bytes: upload.data.length },
      'photo reçue',
    );
    // The row as inserted (« en attente »): its job, queued just after, may already be at work.
    return reply.code(202).send({ message: 'Photo reçue.', data: toPhoto(row) });
  });
};
