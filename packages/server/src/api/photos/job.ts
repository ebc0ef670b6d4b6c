import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { photos } from '../../db/schema';
import type { Clock } from '../albums/mail-queue';
import { encodeJob } from './encode-job';
import { encodeRows } from './encode-rows';
import { type PhotoStorage, photoKeys } from './storage';

/** The queue of the public library's uploads, encoded with AVIF for its pages. */
export const PHOTO_QUEUE = 'photo';

/** What either table's photo job is given by the app. */
export interface PhotoJobOptions {
  db: Database;
  storage: PhotoStorage;
  log: FastifyBaseLogger;
  retryDelayMs: number;
  heartbeatSeconds: number;
  clock: Clock;
}

/** The encoding of one uploaded library photo (encode-job.ts). */
export const photoJob = (options: PhotoJobOptions) =>
  encodeJob({
    queue: PHOTO_QUEUE,
    rows: encodeRows(options.db, photos, photoKeys),
    profile: 'library',
    kind: 'photo',
    ...options,
  });
