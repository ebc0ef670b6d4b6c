import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { photos } from '../../db/schema';
import type { Clock } from '../albums/mail-queue';
import { CLAIM_MS, type EncodeQueue, type EncodeRows, startEncodeQueue } from './encode-queue';
import { type PhotoStorage, photoKeys } from './storage';

export type PhotoQueue = EncodeQueue;

interface Options {
  db: Database;
  storage: PhotoStorage;
  log: FastifyBaseLogger;
  intervalMs: number;
  clock: Clock;
}

/** The `photos` table as a queue: the public library's uploads, encoded with AVIF for its pages. */
function libraryRows(db: Database) {
  const claimOne = async (now: Date) => {
    const due = db
      .select({ id: photos.id })
      .from(photos)
      .where(
        and(
          inArray(photos.status, ['pending', 'processing']),
          lte(photos.nextAttemptAt, now),
          or(isNull(photos.lockedUntil), lte(photos.lockedUntil, now)),
        ),
      )
      .orderBy(photos.uploadedAt)
      .limit(1)
      .for('update', { skipLocked: true });
    const [job] = await db
      .update(photos)
      .set({
        status: 'processing',
        lockedUntil: new Date(now.getTime() + CLAIM_MS),
        attempts: sql`${photos.attempts} + 1`,
      })
      .where(inArray(photos.id, due))
      .returning({ id: photos.id, name: photos.originalName, attempts: photos.attempts });
    return job;
  };
  type Job = NonNullable<Awaited<ReturnType<typeof claimOne>>>;
  const rows: EncodeRows<Job> = {
    claimOne,
    release: (job) =>
      db
        .update(photos)
        .set({ status: 'pending', lockedUntil: null, attempts: sql`${photos.attempts} - 1` })
        .where(and(eq(photos.id, job.id), eq(photos.status, 'processing'))),
    fail: (job, message) =>
      db
        .update(photos)
        .set({ status: 'failed', error: message, lockedUntil: null })
        .where(eq(photos.id, job.id)),
    async ready(job, encoded, widths, now) {
      const done = await db
        .update(photos)
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
        .where(eq(photos.id, job.id))
        .returning({ id: photos.id });
      return done.length > 0;
    },
    retryAt: (job, at) =>
      db.update(photos).set({ nextAttemptAt: at, lockedUntil: null }).where(eq(photos.id, job.id)),
    originalKey: (job) => photoKeys.original(job.id),
    variantKey: (job, width, extension) => photoKeys.variant(job.id, width, extension),
  };
  return rows;
}

/** The processing of the library's uploads (encode-queue.ts), each instance claiming one photo at a time. */
export function startPhotoQueue({ db, ...options }: Options): PhotoQueue {
  return startEncodeQueue({ rows: libraryRows(db), profile: 'library', kind: 'photo', ...options });
}
