import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  MAX_PHOTO_BYTES,
  MAX_PHOTO_PIXELS,
  MAX_PHOTO_SIDE,
  PHOTO_NAME_HEADER,
  PHOTO_PAGE_SIZE,
  type Photo,
  photoAltPayloadSchema,
  photoBulkMessages,
  photoFocalPointPayloadSchema,
  photoIdParamsSchema,
  photoMessages,
  photoPublishPayloadSchema,
  photoQuerySchema,
  STUDIO_TIME_ZONE,
} from '@lapm/contracts';
import { and, count, desc, eq, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import type { ContentChanges } from '../../content/page-data';
import type { Database } from '../../db/database';
import { photos } from '../../db/schema';
import { HttpError } from '../errors';
import { PHOTOS_TAG, type PhotoRow, photoColumns, toPhoto } from './repository';
import { serveVariant } from './serve';
import { acceptedType, mimeTypes } from './sniff';
import { type PhotoStorage, photoKeys, StorageError, storageHttpError } from './storage';
import { displayName, readCapped } from './upload';
import { photoUses } from './uses';

export interface PhotoContext {
  db: Database;
  storage: PhotoStorage;
  /** Queues the photo's processing, which starts at once on an idle instance. */
  queueProcessing: (photoId: string) => Promise<void>;
  content: ContentChanges;
}

const notFound = () => new HttpError(404, photoMessages.notFound);

/** A deleted photo's files. Its row is gone, so nothing serves them: a file left by a storage failure is only space. */
export async function removePhotoFiles(
  storage: PhotoStorage,
  log: FastifyBaseLogger,
  id: string,
  widths: readonly number[],
): Promise<void> {
  const variants = widths.flatMap((width) =>
    ['avif', 'webp', 'jpg'].map((extension) => photoKeys.variant(id, width, extension)),
  );
  await storage
    .remove([photoKeys.original(id), ...variants])
    .catch((error: unknown) =>
      log.error({ err: error, event: 'photo_files_left', photoId: id }, 'fichiers de photo non supprimés'),
    );
}

async function findPhoto(db: Database, id: string): Promise<Photo> {
  const [row] = await db.select(photoColumns).from(photos).where(eq(photos.id, id));
  if (!row) throw notFound();
  return toPhoto(row);
}

/** `%` and `_` typed in the search box are looked for as such. */
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The upload day in the studio's time zone, as the admin's date filter means it. */
const uploadDay = sql`(${photos.uploadedAt} at time zone ${STUDIO_TIME_ZONE})::date`;

export const photoRoutes: FastifyPluginAsyncZod<PhotoContext> = async (
  app,
  { db, storage, queueProcessing, content },
) => {
  // An upload is the file's bytes themselves, one file per request: each file gets its own
  // progress, its own answer and its own failure. Read here as a stream, capped below.
  app.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));

  app.post('/photos', { config: { access: 'admin' } }, async (request, reply) => {
    const name = displayName(request.headers[PHOTO_NAME_HEADER]);
    const tooLarge = () => new HttpError(413, photoMessages.tooLarge(name), { connection: 'close' });
    if (Number(request.headers['content-length']) > MAX_PHOTO_BYTES) throw tooLarge();
    if (request.headers['content-type'] !== 'application/octet-stream') {
      throw new HttpError(415, photoMessages.wrongType(name));
    }
    const data = await readCapped(request.body as Readable, MAX_PHOTO_BYTES, tooLarge);
    if (data.length === 0) throw new HttpError(400, photoMessages.empty(name));
    const type = acceptedType(data, name, photoMessages.wrongType(name));
    // The header alone: libvips reads the size without decoding a single pixel. Its own pixel
    // limit is lifted here so that the size is always read, and compared below.
    let size: { width?: number; height?: number };
    try {
      size = await sharp(data, { limitInputPixels: false }).metadata();
    } catch {
      throw new HttpError(422, photoMessages.corrupt(name));
    }
    if (!size.width || !size.height) throw new HttpError(422, photoMessages.corrupt(name));
    if (size.width * size.height > MAX_PHOTO_PIXELS)
      throw new HttpError(413, photoMessages.tooManyPixels(name));
    // A readable file whose shape no output format holds: the bytes are fine, the image is not.
    if (Math.max(size.width, size.height) > MAX_PHOTO_SIDE)
      throw new HttpError(422, photoMessages.sideTooLong(name, size.width, size.height));

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
    await queueProcessing(id);
    request.log.info({ event: 'photo_uploaded', photoId: id, type, bytes: data.length }, 'photo reçue');
    // The row as inserted (« en attente »): its job, queued just after, may already be at work.
    return reply.code(202).send({ message: 'Photo reçue.', data: toPhoto(row) });
  });

  app.get(
    '/photos',
    { config: { access: 'admin' }, schema: { querystring: photoQuerySchema } },
    async (request) => {
      const { page, q, from, to, published } = request.query;
      const filters: SQL[] = published ? [eq(photos.published, true)] : [];
      for (const word of (q ?? '').split(/\s+/).filter(Boolean)) {
        const pattern = likePattern(word);
        filters.push(or(ilike(photos.alt, pattern), ilike(photos.originalName, pattern)) as SQL);
      }
      if (from) filters.push(gte(uploadDay, sql`${from}::date`));
      if (to) filters.push(lte(uploadDay, sql`${to}::date`));
      const where = and(...filters);
      const [rows, [total]] = await Promise.all([
        db
          .select(photoColumns)
          .from(photos)
          .where(where)
          .orderBy(desc(photos.uploadedAt), desc(photos.id))
          .limit(PHOTO_PAGE_SIZE)
          .offset((page - 1) * PHOTO_PAGE_SIZE),
        db.select({ value: count() }).from(photos).where(where),
      ]);
      const uses = await photoUses(
        db,
        rows.map((row) => row.id),
      );
      return { data: rows.map(toPhoto), total: total?.value ?? 0, page, page_size: PHOTO_PAGE_SIZE, uses };
    },
  );

  app.get(
    '/photos/:id',
    { config: { access: 'admin' }, schema: { params: photoIdParamsSchema } },
    async (request) => ({ data: await findPhoto(db, request.params.id) }),
  );

  app.put(
    '/photos/:id/alt',
    { config: { access: 'admin' }, schema: { params: photoIdParamsSchema, body: photoAltPayloadSchema } },
    async (request) => {
      const updated = await db
        .update(photos)
        .set({ alt: request.body.alt })
        .where(eq(photos.id, request.params.id))
        .returning({ id: photos.id });
      if (updated.length === 0) throw notFound();
      content.changed(PHOTOS_TAG);
      return { message: 'Description enregistrée.', data: await findPhoto(db, request.params.id) };
    },
  );

  // Set once on the photo: every crop of it on the site centres there.
  app.put(
    '/photos/:id/focal-point',
    {
      config: { access: 'admin' },
      schema: { params: photoIdParamsSchema, body: photoFocalPointPayloadSchema },
    },
    async (request) => {
      const { x, y } = request.body;
      const updated = await db
        .update(photos)
        .set({ focalX: x, focalY: y })
        .where(eq(photos.id, request.params.id))
        .returning({ id: photos.id });
      if (updated.length === 0) throw notFound();
      content.changed(PHOTOS_TAG);
      return { message: 'Point focal enregistré.', data: await findPhoto(db, request.params.id) };
    },
  );

  app.get(
    '/photos/:id/uses',
    { config: { access: 'admin' }, schema: { params: photoIdParamsSchema } },
    async (request) => {
      const { id } = request.params;
      await findPhoto(db, id);
      return { data: (await photoUses(db, [id]))[id] ?? [] };
    },
  );

  app.put(
    '/photos/:id/published',
    {
      config: { access: 'admin' },
      schema: { params: photoIdParamsSchema, body: photoPublishPayloadSchema },
    },
    async (request) => {
      const { id } = request.params;
      const { published } = request.body;
      const photo = await findPhoto(db, id);
      if (published && !photo.alt.trim()) throw new HttpError(400, photoMessages.altBeforePublishing);
      if (published && photo.status !== 'ready') throw new HttpError(409, photoMessages.notReady);
      // The table's check refuses a published photo without alt text, whatever reached it meanwhile.
      await db.update(photos).set({ published }).where(eq(photos.id, id));
      content.changed(PHOTOS_TAG);
      request.log.info({ event: published ? 'photo_published' : 'photo_unpublished', photoId: id }, 'photo');
      return {
        message: published ? 'Photo publiée.' : 'Photo retirée du site.',
        data: await findPhoto(db, id),
      };
    },
  );

  app.delete(
    '/photos/:id',
    { config: { access: 'admin' }, schema: { params: photoIdParamsSchema } },
    async (request) => {
      const { id } = request.params;
      // A placed photo goes through the bulk delete, which asks what takes its place in each spot.
      const placed = (await photoUses(db, [id]))[id]?.find((use) => use.kind === 'place');
      if (placed) throw new HttpError(409, photoBulkMessages.replacementMissing(placed.title));
      const [deleted] = await db.delete(photos).where(eq(photos.id, id)).returning({ widths: photos.widths });
      if (!deleted) throw notFound();
      content.changed(PHOTOS_TAG);
      await removePhotoFiles(storage, request.log, id, deleted.widths);
      request.log.info({ event: 'photo_deleted', photoId: id }, 'photo supprimée');
      return { message: 'Photo supprimée.' };
    },
  );

  // The admin's thumbnails: any processed photo, published or not, never cached by a shared cache.
  app.get('/photos/:id/files/:file', { config: { access: 'admin' } }, (request, reply) =>
    serveVariant({ db, storage }, request, reply, { publishedOnly: false }),
  );
};
