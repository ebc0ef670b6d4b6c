import { MAX_PHOTO_PIXELS, photoMessages, photoVariantFormats } from '@lapm/contracts';
import { encodePhoto } from '@lapm/images/pipeline';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import type { Clock } from '../albums/mail-queue';
import { encodeExclusively } from './encode-slot';
import { type PhotoStorage, StorageError } from './storage';

/** Longer than one photo can take: a claim of an instance that died is taken up again after. */
export const CLAIM_MS = 10 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** A storage that stays down this many tries (about a day) fails the photo; the admin can upload it again. */
const MAX_ATTEMPTS = 30;

export type EncodedPhoto = Awaited<ReturnType<typeof encodePhoto>>;

/** A photo claimed for encoding: its row's id, its file's name (for the messages) and its tries. */
export interface EncodeJob {
  id: string;
  name: string;
  attempts: number;
}

/**
 * What two queues of photos differ by: the table that is the queue, and where their files go.
 * Each claim is one row taken with FOR UPDATE SKIP LOCKED, so no two instances take one photo.
 */
export interface EncodeRows<Job extends EncodeJob> {
  claimOne(now: Date): Promise<Job | undefined>;
  /** Hands a claim back, the interrupted attempt not counted: deploys must not use a photo up. */
  release(job: Job): Promise<unknown>;
  fail(job: Job, message: string): Promise<unknown>;
  /** Marks the photo ready with its sizes; false when it was deleted meanwhile. */
  ready(job: Job, encoded: EncodedPhoto, widths: number[], now: Date): Promise<boolean>;
  retryAt(job: Job, at: Date): Promise<unknown>;
  originalKey(job: Job): string;
  variantKey(job: Job, width: number, extension: string): string;
}

export interface EncodeQueue {
  /** Asks for a pass now (a photo was just uploaded) rather than at the next tick. */
  wake(): void;
  /**
   * Resolves once a pass that began after this call has ended: every photo uploaded before it is
   * then ready or failed (or waiting for a retry). Tests and the bench wait on it, not on a clock.
   */
  nextPass(): Promise<void>;
  /**
   * Stops the timer without waiting for the photo under way (its encoding can take minutes): its
   * claim is handed back, so the next start, here or on another instance, takes it up at once.
   */
  stop(): Promise<void>;
}

interface Options<Job extends EncodeJob> {
  rows: EncodeRows<Job>;
  storage: PhotoStorage;
  log: FastifyBaseLogger;
  intervalMs: number;
  clock: Clock;
  /** The variants made: the library's photos with AVIF for the public pages, a gallery's without. */
  profile: 'library' | 'gallery';
  /** Names the queue in its log lines (`photo`, `gallery_photo`). */
  kind: string;
}

/**
 * The background encoding of uploaded photos: every instance runs one queue per table, one photo at
 * a time, and libvips on one thread; encodes share one slot across queues (encode-slot.ts), so
 * processing takes one core of the two at most and public pages keep the other. A restart loses
 * nothing: the rows are the queue.
 */
export function startEncodeQueue<Job extends EncodeJob>(options: Options<Job>): EncodeQueue {
  const { rows, storage, log, intervalMs, clock, profile, kind } = options;
  sharp.concurrency(1);
  // Each photo is decoded once and never again: libvips' operation cache would only hold memory.
  sharp.cache(false);
  const retryDelay = (attempts: number) => Math.min(intervalMs * 2 ** attempts, HOUR_MS);

  async function encode(job: Job, original: Buffer): Promise<EncodedPhoto | undefined> {
    try {
      return await encodeExclusively(() =>
        encodePhoto(original, { limitInputPixels: MAX_PHOTO_PIXELS, profile }),
      );
    } catch (error) {
      if (stopped) return undefined;
      // The file itself is at fault (truncated, damaged): trying again would fail again.
      await rows.fail(job, photoMessages.corrupt(job.name));
      log.warn({ event: `${kind}_unreadable`, photoId: job.id, err: error }, 'photo illisible');
      return undefined;
    }
  }

  async function processOne(job: Job) {
    const details = { event: `${kind}_processing`, photoId: job.id, attempt: job.attempts };
    const started = performance.now();
    try {
      const original = await storage.get(rows.originalKey(job));
      if (!original) {
        await rows.fail(job, photoMessages.corrupt(job.name));
        log.error(details, 'original introuvable dans le stockage');
        return;
      }
      const encoded = await encode(job, original);
      if (!encoded) return;
      const keys = encoded.files.map((file) =>
        rows.variantKey(job, file.width, photoVariantFormats[file.format].extension),
      );
      for (const [i, file] of encoded.files.entries()) {
        // Stopped meanwhile: the claim is already handed back, the next start encodes it again.
        if (stopped) return;
        await storage.put(keys[i] as string, file.data, photoVariantFormats[file.format].contentType);
      }
      const widths = [...new Set(encoded.files.map((file) => file.width))];
      // Deleted while it was processed: its files go too.
      if (!(await rows.ready(job, encoded, widths, clock())))
        await storage.remove([...keys, rows.originalKey(job)]);
      log.info({ ...details, ms: Math.round(performance.now() - started) }, 'photo traitée');
    } catch (error) {
      if (stopped) return;
      // Storage or database down: the photo waits and is tried again later, with a growing delay.
      if (job.attempts >= MAX_ATTEMPTS) {
        await rows.fail(
          job,
          error instanceof StorageError ? photoMessages.storageDown : photoMessages.corrupt(job.name),
        );
        log.error({ ...details, err: error }, 'traitement de la photo abandonné');
        return;
      }
      await rows.retryAt(job, new Date(clock().getTime() + retryDelay(job.attempts)));
      log.warn({ ...details, err: error }, 'échec du traitement d’une photo, nouvel essai prévu');
    }
  }

  let stopped = false;
  let current: Job | undefined;
  async function pass() {
    while (!stopped) {
      const job = await rows.claimOne(clock());
      if (!job) return;
      if (stopped) {
        await rows.release(job);
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
        log.error({ err: error, event: `${kind}_queue_failed` }, 'échec du traitement des photos'),
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
  // Photos left waiting by the last run (a restart) start without waiting for the first tick.
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
      // The encoding itself runs on until the process ends: nothing it does is written any more.
      if (current) await rows.release(current);
      // Otherwise a claim or a write, quickly over.
      else while (running) await running;
    },
  };
}
