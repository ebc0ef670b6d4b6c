import { MAX_PHOTO_PIXELS, photoMessages, photoVariantFormats } from '@lapm/contracts';
import { encodePhoto } from '@lapm/images/pipeline';
import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import type { Database } from '../../db/database';
import { albumPhotos } from '../../db/schema';
import { encodeExclusively } from '../photos/encode-slot';
import { galleryKeys, type PhotoStorage, StorageError } from '../photos/storage';

/** Longer than one photo can take: a claim of an instance that died is taken up again after. */
const CLAIM_MS = 10 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** A storage that stays down this many tries (about a day) fails the photo; the admin can upload it again. */
const MAX_ATTEMPTS = 30;

export interface GalleryQueue {
  /** Asks for a pass now (a photo was just uploaded) rather than at the next tick. */
  wake(): void;
  /**
   * Resolves once a pass that began after this call has ended: every photo uploaded before it is
   * then ready or failed (or waiting for a retry). Tests and the bench wait on it, not on a clock.
   */
  nextPass(): Promise<void>;
  /** Stops the timer; the photo under way is handed back for the next start. */
  stop(): Promise<void>;
}

interface Options {
  db: Database;
  storage: PhotoStorage;
  log: FastifyBaseLogger;
  intervalMs: number;
}

/**
 * The background processing of a client's album photos, a sibling of the library's queue (same
 * claims with FOR UPDATE SKIP LOCKED, same retries) over `album_photos`, with the gallery profile:
 * WebP and JPEG only, hundreds of photos ready within minutes. Encodes share one slot with the
 * library's queue (encode-slot.ts): one core at most, whichever queue has work.
 */
export function startGalleryQueue({ db, storage, log, intervalMs }: Options): GalleryQueue {
  sharp.concurrency(1);
  sharp.cache(false);
  const retryDelay = (attempts: number) => Math.min(intervalMs * 2 ** attempts, HOUR_MS);

  async function claimOne(now: Date) {
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
  }

  type Job = NonNullable<Awaited<ReturnType<typeof claimOne>>>;

  const release = (job: Job) =>
    db
      .update(albumPhotos)
      .set({ status: 'pending', lockedUntil: null, attempts: sql`${albumPhotos.attempts} - 1` })
      .where(and(eq(albumPhotos.id, job.id), eq(albumPhotos.status, 'processing')));

  async function fail(job: Job, message: string) {
    await db
      .update(albumPhotos)
      .set({ status: 'failed', error: message, lockedUntil: null })
      .where(eq(albumPhotos.id, job.id));
  }

  async function processOne(job: Job) {
    const details = { event: 'gallery_photo_processing', photoId: job.id, attempt: job.attempts };
    const started = Date.now();
    try {
      const original = await storage.get(job.key);
      if (!original) {
        await fail(job, photoMessages.corrupt(job.name));
        log.error(details, 'original introuvable dans le stockage');
        return;
      }
      let encoded: Awaited<ReturnType<typeof encodePhoto>>;
      try {
        encoded = await encodeExclusively(() =>
          encodePhoto(original, { limitInputPixels: MAX_PHOTO_PIXELS, profile: 'gallery' }),
        );
      } catch (error) {
        if (stopped) return;
        await fail(job, photoMessages.corrupt(job.name));
        log.warn({ ...details, err: error }, 'photo de galerie illisible');
        return;
      }
      const keys = encoded.files.map((file) =>
        galleryKeys.variant(job.id, file.width, photoVariantFormats[file.format].extension),
      );
      for (const [i, file] of encoded.files.entries()) {
        if (stopped) return;
        await storage.put(keys[i] as string, file.data, photoVariantFormats[file.format].contentType);
      }
      const done = await db
        .update(albumPhotos)
        .set({
          status: 'ready',
          error: null,
          width: encoded.width,
          height: encoded.height,
          widths: [...new Set(encoded.files.map((file) => file.width))],
          placeholder: encoded.placeholder,
          lockedUntil: null,
          processedAt: new Date(),
        })
        .where(eq(albumPhotos.id, job.id))
        .returning({ id: albumPhotos.id });
      // Deleted while it was processed: its files go too.
      if (done.length === 0) await storage.remove([...keys, job.key]);
      log.info({ ...details, ms: Date.now() - started }, 'photo de galerie traitée');
    } catch (error) {
      if (stopped) return;
      if (job.attempts >= MAX_ATTEMPTS) {
        await fail(
          job,
          error instanceof StorageError ? photoMessages.storageDown : photoMessages.corrupt(job.name),
        );
        log.error({ ...details, err: error }, 'traitement de la photo de galerie abandonné');
        return;
      }
      await db
        .update(albumPhotos)
        .set({ nextAttemptAt: new Date(Date.now() + retryDelay(job.attempts)), lockedUntil: null })
        .where(eq(albumPhotos.id, job.id));
      log.warn({ ...details, err: error }, 'échec du traitement d’une photo de galerie, nouvel essai prévu');
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

  let running: Promise<void> | undefined;
  let again = false;
  /** Waiting for a pass that has not started yet. */
  let waiting: (() => void)[] = [];
  const runOnce = (): void => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    const served = waiting;
    waiting = [];
    running = pass()
      .catch((error: unknown) =>
        log.error({ err: error, event: 'gallery_queue_failed' }, 'échec du traitement des photos de galerie'),
      )
      .finally(() => {
        running = undefined;
        for (const resolve of served) resolve();
        if (again || waiting.length > 0) {
          again = false;
          runOnce();
        }
      });
  };
  const timer = setInterval(runOnce, intervalMs).unref();
  runOnce();

  return {
    wake: runOnce,
    nextPass() {
      if (stopped) return Promise.resolve();
      return new Promise<void>((resolve) => {
        waiting.push(resolve);
        runOnce();
      });
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      for (const resolve of waiting) resolve();
      waiting = [];
      if (current) await release(current);
      else while (running) await running;
    },
  };
}
