import { MAX_PHOTO_PIXELS, photoMessages, photoVariantFormats } from '@lapm/contracts';
import { encodePhoto } from '@lapm/images/pipeline';
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import type { Database } from '../../db/database';
import { photos } from '../../db/schema';
import { type PhotoStorage, photoKeys, StorageError } from './storage';

/** Longer than one photo can take: a claim of an instance that died is taken up again after. */
const CLAIM_MS = 10 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** A storage that stays down this many tries (about a day) fails the photo; the admin can upload it again. */
const MAX_ATTEMPTS = 30;

export interface PhotoQueue {
  /** Asks for a pass now (a photo was just uploaded) rather than at the next tick. */
  wake(): void;
  /**
   * Stops the timer without waiting for the photo under way (its encoding can take minutes): its
   * claim is handed back, so the next start, here or on another instance, takes it up at once.
   */
  stop(): Promise<void>;
}

interface Options {
  db: Database;
  storage: PhotoStorage;
  log: FastifyBaseLogger;
  intervalMs: number;
}

/**
 * The background processing of uploaded photos. The queue is the `photos` table: every instance
 * runs one, and each claims one row at a time with FOR UPDATE SKIP LOCKED, so no two process the
 * same photo and a restart loses nothing (a row left `processing` by a dead instance is claimed
 * again once its lock runs out). One photo at a time, and libvips on one thread: processing takes
 * one core of the two at most, and public pages keep the other.
 */
export function startPhotoQueue({ db, storage, log, intervalMs }: Options): PhotoQueue {
  sharp.concurrency(1);
  // Each photo is decoded once and never again: libvips' operation cache would only hold memory.
  sharp.cache(false);
  const retryDelay = (attempts: number) => Math.min(intervalMs * 2 ** attempts, HOUR_MS);

  async function claimOne(now: Date) {
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
  }

  type Job = NonNullable<Awaited<ReturnType<typeof claimOne>>>;

  // The interrupted attempt does not count towards the limit: deploys must not use the photo up.
  const release = (job: Job) =>
    db
      .update(photos)
      .set({ status: 'pending', lockedUntil: null, attempts: sql`${photos.attempts} - 1` })
      .where(and(eq(photos.id, job.id), eq(photos.status, 'processing')));

  const fail = (job: Job, message: string) =>
    db
      .update(photos)
      .set({ status: 'failed', error: message, lockedUntil: null })
      .where(eq(photos.id, job.id));

  async function processOne(job: Job) {
    const details = { event: 'photo_processing', photoId: job.id, attempt: job.attempts };
    const started = Date.now();
    try {
      const original = await storage.get(photoKeys.original(job.id));
      if (!original) {
        await fail(job, photoMessages.corrupt(job.name));
        log.error(details, 'original introuvable dans le stockage');
        return;
      }
      let encoded: Awaited<ReturnType<typeof encodePhoto>>;
      try {
        // Every photo of this table is the public library's: its pages offer AVIF.
        encoded = await encodePhoto(original, { limitInputPixels: MAX_PHOTO_PIXELS, profile: 'library' });
      } catch (error) {
        if (stopped) return;
        // The file itself is at fault (truncated, damaged): trying again would fail again.
        await fail(job, photoMessages.corrupt(job.name));
        log.warn({ ...details, err: error }, 'photo illisible');
        return;
      }
      const keys = encoded.files.map((file) =>
        photoKeys.variant(job.id, file.width, photoVariantFormats[file.format].extension),
      );
      for (const [i, file] of encoded.files.entries()) {
        // Stopped meanwhile: the claim is already handed back, the next start encodes it again.
        if (stopped) return;
        await storage.put(keys[i] as string, file.data, photoVariantFormats[file.format].contentType);
      }
      const widths = [...new Set(encoded.files.map((file) => file.width))];
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
          processedAt: new Date(),
        })
        .where(eq(photos.id, job.id))
        .returning({ id: photos.id });
      // Deleted while it was processed: its files go too.
      if (done.length === 0) await storage.remove([...keys, photoKeys.original(job.id)]);
      log.info({ ...details, ms: Date.now() - started }, 'photo traitée');
    } catch (error) {
      if (stopped) return;
      // Storage or database down: the photo waits and is tried again later, with a growing delay.
      if (job.attempts >= MAX_ATTEMPTS) {
        await fail(
          job,
          error instanceof StorageError ? photoMessages.storageDown : photoMessages.corrupt(job.name),
        );
        log.error({ ...details, err: error }, 'traitement de la photo abandonné');
        return;
      }
      await db
        .update(photos)
        .set({ nextAttemptAt: new Date(Date.now() + retryDelay(job.attempts)), lockedUntil: null })
        .where(eq(photos.id, job.id));
      log.warn({ ...details, err: error }, 'échec du traitement d’une photo, nouvel essai prévu');
    }
  }

  let stopped = false;
  let current: Job | undefined;
  async function pass() {
    while (!stopped) {
      const job = await claimOne(new Date());
      if (!job) return;
      if (stopped) {
        await release(job);
        return;
      }
      current = job;
      try {
        await processOne(job);
      } finally {
        current = undefined;
      }
    }
  }

  // One pass at a time; a wake during a pass runs another right after it, so no upload waits a tick.
  let running: Promise<void> | undefined;
  let again = false;
  const runOnce = (): void => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = pass()
      .catch((error: unknown) =>
        log.error({ err: error, event: 'photo_queue_failed' }, 'échec du traitement des photos'),
      )
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          runOnce();
        }
      });
  };
  const timer = setInterval(runOnce, intervalMs).unref();
  // Photos left waiting by the last run (a restart) start without waiting for the first tick.
  runOnce();

  return {
    wake: runOnce,
    async stop() {
      stopped = true;
      clearInterval(timer);
      // The encoding itself runs on until the process ends: nothing it does is written any more.
      if (current) await release(current);
      // Otherwise a claim or a write, quickly over.
      else while (running) await running;
    },
  };
}
