import { photoMessages } from '@lapm/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { photos } from '../../db/schema';
import { HttpError } from '../errors';
import { type PhotoStorage, photoKeys, StorageError, storageHttpError } from './storage';

const VARIANT_FILE = /^([0-9]{1,5})\.(avif|webp|jpg)$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const contentTypes = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' } as const;

interface VariantParams {
  id: string;
  file: string;
}

/**
 * One variant's bytes, read from whichever storage holds them: the same answer from the disk or a
 * bucket. A variant never changes once made (a new upload gets a new id), so it is cached for a
 * year; `publishedOnly` hides every photo the photographer has not published.
 */
export async function serveVariant(
  { db, storage }: { db: Database; storage: PhotoStorage },
  request: FastifyRequest,
  reply: FastifyReply,
  { publishedOnly }: { publishedOnly: boolean },
) {
  const { id, file } = request.params as VariantParams;
  const match = VARIANT_FILE.exec(file);
  if (!UUID.test(id) || !match) throw new HttpError(404, photoMessages.notFound);
  const width = Number(match[1]);
  const extension = match[2] as keyof typeof contentTypes;
  const [photo] = await db
    .select({ status: photos.status, published: photos.published, widths: photos.widths })
    .from(photos)
    .where(eq(photos.id, id));
  const servable =
    photo?.status === 'ready' && photo.widths.includes(width) && (photo.published || !publishedOnly);
  if (!servable) throw new HttpError(404, photoMessages.notFound);
  let data: Buffer | null;
  try {
    data = await storage.get(photoKeys.variant(id, width, extension));
  } catch (error) {
    if (error instanceof StorageError) throw storageHttpError(error);
    throw error;
  }
  if (!data) throw new HttpError(404, photoMessages.notFound);
  return reply
    .header('content-type', contentTypes[extension])
    .header(
      'cache-control',
      publishedOnly ? 'public, max-age=31536000, immutable' : 'private, max-age=31536000, immutable',
    )
    .send(data);
}

/** The public address of published photos: /photos/<id>/<width>.<avif|webp|jpg>. */
export function registerPhotoFiles(app: FastifyInstance, context: { db: Database; storage: PhotoStorage }) {
  app.get('/photos/:id/:file', (request, reply) =>
    serveVariant(context, request, reply, { publishedOnly: true }),
  );
}
