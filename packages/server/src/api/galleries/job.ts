import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { albumPhotos } from '../../db/schema';
import type { Clock } from '../albums/mail-queue';
import { type EncodeRows, encodeJob } from '../photos/encode-job';
import { galleryKeys, type PhotoStorage } from '../photos/storage';

/** The queue of a client's album photos, encoded without AVIF. */
export const GALLERY_PHOTO_QUEUE = 'gallery-photo';

const waiting = inArray(albumPhotos.status, ['pending', 'processing']);

function galleryRows(db: Database): EncodeRows<{ id: string; name: string; key: string }> {
  return {
    async start(id, attempt) {
      const [row] = await db
        .update(albumPhotos)
        .set({ status: 'processing', attempts: attempt })
        .where(and(eq(albumPhotos.id, id), waiting))
        .returning({ id: albumPhotos.id, name: albumPhotos.originalName, key: albumPhotos.storageKey });
      return row;
    },
    fail: (row, message) =>
      db.update(albumPhotos).set({ status: 'failed', error: message }).where(eq(albumPhotos.id, row.id)),
    async ready(row, encoded, widths, now) {
      const done = await db
        .update(albumPhotos)
        .set({
          status: 'ready',
          error: null,
          width: encoded.width,
          height: encoded.height,
          widths,
          placeholder: encoded.placeholder,
          processedAt: now,
        })
        .where(eq(albumPhotos.id, row.id))
        .returning({ id: albumPhotos.id });
      return done.length > 0;
    },
    waiting: async () =>
      (await db.select({ id: albumPhotos.id }).from(albumPhotos).where(waiting)).map((row) => row.id),
    originalKey: (row) => row.key,
    variantKey: (row, width, extension) => galleryKeys.variant(row.id, width, extension),
  };
}

/**
 * The encoding of one photo of a client's album (encode-job.ts), with the gallery profile: WebP
 * and JPEG only, hundreds of photos ready within minutes.
 */
export const galleryPhotoJob = (options: {
  db: Database;
  storage: PhotoStorage;
  log: FastifyBaseLogger;
  retryDelayMs: number;
  heartbeatSeconds: number;
  clock: Clock;
}) =>
  encodeJob({
    queue: GALLERY_PHOTO_QUEUE,
    rows: galleryRows(options.db),
    profile: 'gallery',
    kind: 'gallery_photo',
    ...options,
  });
