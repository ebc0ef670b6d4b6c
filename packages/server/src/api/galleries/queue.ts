import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { albumPhotos } from '../../db/schema';
import type { Clock } from '../albums/mail-queue';
import { CLAIM_MS, type EncodeQueue, type EncodeRows, startEncodeQueue } from '../photos/encode-queue';
import { galleryKeys, type PhotoStorage } from '../photos/storage';

export type GalleryQueue = EncodeQueue;

interface Options {
  db: Database;
  storage: PhotoStorage;
  log: FastifyBaseLogger;
  intervalMs: number;
  clock: Clock;
}

/** The `album_photos` table as a queue: a client's album, encoded without AVIF. */
function galleryRows(db: Database) {
  const claimOne = async (now: Date) => {
    const due = db
      .select({ id: albumPhotos.id })
      .from(albumPhotos)
      .where(
        and(
          inArray(albumPhotos.status, ['pending', 'processing']),
          lte(albumPhotos.nextAttemptAt, now),
          or(isNull(albumPhotos.lockedUntil), lte(albumPhotos.lockedUntil, now)),
        ),
      )
      .orderBy(albumPhotos.createdAt)
      .limit(1)
      .for('update', { skipLocked: true });
    const [job] = await db
      .update(albumPhotos)
      .set({
        status: 'processing',
        lockedUntil: new Date(now.getTime() + CLAIM_MS),
        attempts: sql`${albumPhotos.attempts} + 1`,
      })
      .where(inArray(albumPhotos.id, due))
      .returning({
        id: albumPhotos.id,
        name: albumPhotos.originalName,
        key: albumPhotos.storageKey,
        attempts: albumPhotos.attempts,
      });
    return job;
  };
  type Job = NonNullable<Awaited<ReturnType<typeof claimOne>>>;
  const rows: EncodeRows<Job> = {
    claimOne,
    release: (job) =>
      db
        .update(albumPhotos)
        .set({ status: 'pending', lockedUntil: null, attempts: sql`${albumPhotos.attempts} - 1` })
        .where(and(eq(albumPhotos.id, job.id), eq(albumPhotos.status, 'processing'))),
    fail: (job, message) =>
      db
        .update(albumPhotos)
        .set({ status: 'failed', error: message, lockedUntil: null })
        .where(eq(albumPhotos.id, job.id)),
    async ready(job, encoded, widths, now) {
      const done = await db
        .update(albumPhotos)
        .set({
          status: 'ready',
          error: null,
          width: encoded.width,
          height: encoded.height,
          widths,
          placeholder: encoded.placeholder,
          lockedUntil: null,
          processedAt: now,
        })
        .where(eq(albumPhotos.id, job.id))
        .returning({ id: albumPhotos.id });
      return done.length > 0;
    },
    retryAt: (job, at) =>
      db.update(albumPhotos).set({ nextAttemptAt: at, lockedUntil: null }).where(eq(albumPhotos.id, job.id)),
    originalKey: (job) => job.key,
    variantKey: (job, width, extension) => galleryKeys.variant(job.id, width, extension),
  };
  return rows;
}

/**
 * The processing of a client's album photos (encode-queue.ts), with the gallery profile: WebP and
 * JPEG only, hundreds of photos ready within minutes.
 */
export function startGalleryQueue({ db, ...options }: Options): GalleryQueue {
  return startEncodeQueue({ rows: galleryRows(db), profile: 'gallery', kind: 'gallery_photo', ...options });
}
