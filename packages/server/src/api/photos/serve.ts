import { type PhotoVariantExtension, photoMessages, photoVariantFormats } from '@lapm/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { photos } from '../../db/schema';
import { HttpError } from '../errors';
import { type PhotoStorage, photoKeys, StorageError, storageHttpError } from './storage';

const contentTypes = Object.fromEntries(
  Object.values(photoVariantFormats).map((format) => [format.extension, format.contentType]),
) as Record<PhotoVariantExtension, string>;
const VARIANT_FILE = new RegExp(`^([0-9]{1,5})\\.(${Object.keys(contentTypes).join('|')})$`);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface VariantParams {
  id: string;
  file: string;
}

/**
 * How long a browser or a CDN may keep a published photo: withdrawing it (unpublished or deleted)
 * must take it off every cache within the hour, so no year-long `immutable` here, unlike the
 * build's hashed files. After that hour a copy is checked again: its ETag earns a `304` for as
 * long as the photo stays published, and a `404` once it is not.
 */
export const PUBLISHED_PHOTO_MAX_AGE_S = 3600;

/**
 * One variant's bytes, read from whichever storage holds them: the same answer from the disk or a
 * bucket. A variant never changes once made (a new upload gets a new id), so its name is its
 * ETag; `publishedOnly` hides every photo the photographer has not published. The admin's copies
 * are answers to a logged-in caller: the API stores none of them (`no-store`, api/index.ts).
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
  const extension = match[2] as PhotoVariantExtension;
  const [photo] = await db
    .select({ status: photos.status, published: photos.published, widths: photos.widths })
    .from(photos)
    .where(eq(photos.id, id));
  const servable =
    photo?.status === 'ready' && photo.widths.includes(width) && (photo.published || !publishedOnly);
  if (!servable) throw new HttpError(404, photoMessages.notFound);
  const headers = {
    etag: `"${id}/${file}"`,
    ...(publishedOnly ? { 'cache-control': `public, max-age=${PUBLISHED_PHOTO_MAX_AGE_S}` } : {}),
  };
  if (request.headers['if-none-match'] === headers.etag) return reply.code(304).headers(headers).send();
  let data: Buffer | null;
  try {
    data = await storage.get(photoKeys.variant(id, width, extension));
  } catch (error) {
    if (error instanceof StorageError) throw storageHttpError(error);
    throw error;
  }
  if (!data) throw new HttpError(404, photoMessages.notFound);
  return reply.headers({ ...headers, 'content-type': contentTypes[extension] }).send(data);
}

/** The public address of published photos: /photos/<id>/<width>.<avif|webp|jpg>. */
export function registerPhotoFiles(app: FastifyInstance, context: { db: Database; storage: PhotoStorage }) {
  app.get('/photos/:id/:file', (request, reply) =>
    serveVariant(context, request, reply, { publishedOnly: true }),
  );
}
