import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { photos } from '../../db/schema';
import type { Clock } from '../albums/mail-queue';
import { type EncodeRows, encodeJob } from './encode-job';
import { type PhotoStorage, photoKeys } from './storage';

/** The queue of the public library's uploads, encoded with AVIF for its pages. */
export const PHOTO_QUEUE = 'photo';

const waiting = inArray(photos.status, ['pending', 'processing']);

function libraryRows(db: Database): EncodeRows<{ id: string; name: string }> {
  return {
    async start(id, attempt) {
      const [row] = await db
        .update(photos)
        .set({ status: 'processing', attempts: attempt })
        .where(and(eq(photos.id, id), waiting))
        .returning({ id: photos.id, name: photos.originalName });
      return row;
    },
    fail: (row, message) =>
      db.update(photos).set({ status: 'failed', error: message }).where(eq(photos.id, row.id)),
    async ready(row, encoded, widths, now) {
      const done = await db
        .update(photos)
        .set({
          status: 'ready',
          error: null,
          width: encoded.width,
          height: encoded.height,
          widths,
          placeholder: encoded.placeholder,
          processedAt: now,
        })
        .where(eq(photos.id, row.id))
        .returning({ id: photos.id });
      return done.length > 0;
    },
    waiting: async () =>
      (await db.select({ id: photos.id }).from(photos).where(waiting)).map((row) => row.id),
    originalKey: (row) => photoKeys.original(row.id),
    variantKey: (row, width, extension) => photoKeys.variant(row.id, width, extension),
  };
}

/** The encoding of one uploaded library photo (encode-job.ts). */
export const photoJob = (options: {
  db: Database;
  storage: PhotoStorage;
  log: FastifyBaseLogger;
  retryDelayMs: number;
  heartbeatSeconds: number;
  clock: Clock;
}) =>
  encodeJob({
    queue: PHOTO_QUEUE,
    rows: libraryRows(options.db),
    profile: 'library',
    kind: 'photo',
    ...options,
  });
