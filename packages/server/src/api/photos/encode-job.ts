import { MAX_PHOTO_PIXELS, photoMessages, photoVariantFormats } from '@lapm/contracts';
import type { EncodedPhoto } from '@lapm/images/pipeline';
import type { FastifyBaseLogger } from 'fastify';
import type { JobDefinition, JobEngine } from '../../jobs/engine';
import type { Clock } from '../albums/mail-queue';
import { EncodeInterrupted, encodeApart, UnreadablePhoto } from './encoder';
import { type PhotoStorage, StorageError } from './storage';

/** Longer than one photo can take: a handler still at work after it is failed, then retried. */
const EXPIRE_SECONDS = 10 * 60;
const HOUR_SECONDS = 60 * 60;
/** A storage that stays down this many tries (about a day) fails the photo; the admin can upload it again. */
const MAX_ATTEMPTS = 30;

export type { EncodedPhoto };

/** A photo's row while it is encoded: its id, its file's name (for the messages). */
export interface EncodeRow {
  id: string;
  name: string;
}

/** What a photo job carries: the row to encode, read again when the job runs. */
export interface EncodeData {
  photoId: string;
}

/** What two tables of photos differ by: where their rows and their files are. */
export interface EncodeRows<Row extends EncodeRow> {
  /** Marks the row under way with its attempt; nothing when it is no longer waiting (done, deleted). */
  start(id: string, attempt: number): Promise<Row | undefined>;
  fail(row: Row, message: string): Promise<unknown>;
  /** Marks the photo ready with its sizes; false when it was deleted meanwhile. */
  ready(row: Row, encoded: EncodedPhoto, widths: number[], now: Date): Promise<boolean>;
  /** The rows waiting for their encoding: queued again at start (a job lost, or made before the engine). */
  waiting(): Promise<string[]>;
  originalKey(row: Row): string;
  variantKey(row: Row, width: number, extension: string): string;
  /**
   * Whether a photo no longer waiting for its sizes is still kept somewhere (a client's photo
   * moved to the Corbeille, or back from it): its original must then stay. None: deleted for good.
   */
  stillKept?(id: string): Promise<boolean>;
}

interface Options<Row extends EncodeRow> {
  queue: string;
  rows: EncodeRows<Row>;
  storage: PhotoStorage;
  log: FastifyBaseLogger;
  /** The first retry delay, doubled at each try up to an hour. */
  retryDelayMs: number;
  /** An instance at work on a photo says so this often; one silent that long (dead) sees its job retried elsewhere. */
  heartbeatSeconds: number;
  clock: Clock;
  /** The variants made: the library's photos with AVIF for the public pages, a gallery's without. */
  profile: 'library' | 'gallery';
  /** Names the job in its log lines (`photo`, `gallery_photo`). */
  kind: string;
}

/** Queues the encoding of a photo: one job per photo at most, waiting or under way (the queue is `exclusive`). */
export const queueEncoding = (jobs: JobEngine, queue: string, photoId: string) =>
  jobs.send<EncodeData>(queue, { photoId }, { singletonKey: photoId });

/**
 * Makes a photo's variants from its original and stores them; the photo is then ready. Whether the
 * photo is done (ready, or deleted meanwhile); false when it failed. Throws when the app stops.
 */
function variantsStorer<Row extends EncodeRow>(options: Options<Row>) {
  const { rows, storage, log, clock, profile, kind } = options;

  async function encode(row: Row, original: Buffer, signal: AbortSignal): Promise<EncodedPhoto | undefined> {
    try {
      return await encodeApart(original, { limitInputPixels: MAX_PHOTO_PIXELS, profile }, signal);
    } catch (error) {
      // Stopped, or its process died: the job is tried again.
      if (!(error instanceof UnreadablePhoto)) throw error;
      // The file itself is at fault (truncated, damaged): trying again would fail again.
      await rows.fail(row, photoMessages.corrupt(row.name));
      log.warn({ event: `${kind}_unreadable`, photoId: row.id, err: error }, 'photo illisible');
      return undefined;
    }
  }

  return async function encodeAndStore(row: Row, signal: AbortSignal, details: Record<string, unknown>) {
    const original = await storage.get(rows.originalKey(row));
    if (!original) {
      await rows.fail(row, photoMessages.corrupt(row.name));
      log.error(details, 'original introuvable dans le stockage');
      return false;
    }
    const encoded = await encode(row, original, signal);
    if (!encoded) return false;
    const keys = encoded.files.map((file) =>
      rows.variantKey(row, file.width, photoVariantFormats[file.format].extension),
    );
    for (const [i, file] of encoded.files.entries()) {
      // The app is stopping: the job fails, to be retried here or elsewhere, instead of ending
      // as done with the photo never marked ready.
      if (signal.aborted) throw new EncodeInterrupted('arrêt pendant l’enregistrement des variantes');
      await storage.put(keys[i] as string, file.data, photoVariantFormats[file.format].contentType);
    }
    const widths = [...new Set(encoded.files.map((file) => file.width))];
    if (!(await rows.ready(row, encoded, widths, clock()))) {
      // Gone while it was processed: its new sizes go. Its original goes too, unless the photo is
      // in the Corbeille (an album deleted meanwhile): restored, it is processed again from it.
      const kept = (await rows.stillKept?.(row.id)) ?? false;
      await storage.remove(kept ? keys : [...keys, rows.originalKey(row)]);
    }
    return true;
  };
}

/**
 * The background encoding of an uploaded photo, one job per photo: each instance works one photo
 * at a time per table, and its encodes, whichever the table, run one at a time in one process on
 * one thread (encoder.ts), so processing takes one core of the two at most and public pages keep
 * the other. A stopping app does not wait for an encode: the job is handed back and retried.
 */
export function encodeJob<Row extends EncodeRow>(options: Options<Row>): JobDefinition<EncodeData> {
  const { queue, rows, log, kind } = options;
  const encodeAndStore = variantsStorer(options);

  const retryDelay = Math.max(1, Math.round(options.retryDelayMs / 1000));
  return {
    queue,
    interruptible: true,
    // A retry comes due without a NOTIFY: an idle worker looks for one at the pace of the first delay.
    work: { pollingIntervalSeconds: retryDelay, notifyPollingIntervalSeconds: retryDelay },
    options: {
      // One job per photo at most, waiting or under way, whoever queues it.
      policy: 'exclusive',
      expireInSeconds: EXPIRE_SECONDS,
      heartbeatSeconds: options.heartbeatSeconds,
      retryLimit: MAX_ATTEMPTS - 1,
      retryBackoff: true,
      retryDelay,
      retryDelayMax: HOUR_SECONDS,
    },
    async handle(job) {
      const attempt = job.retryCount + 1;
      const row = await rows.start(job.data.photoId, attempt);
      if (!row) return;
      const details = { event: `${kind}_processing`, photoId: row.id, attempt };
      const started = performance.now();
      let done: boolean;
      try {
        done = await encodeAndStore(row, job.signal, details);
      } catch (error) {
        if (job.signal.aborted) throw error;
        // Storage or database down: pg-boss tries again later, with a growing delay.
        if (attempt >= MAX_ATTEMPTS) {
          const message =
            error instanceof StorageError ? photoMessages.storageDown : photoMessages.corrupt(row.name);
          await rows.fail(row, message);
          log.error({ ...details, err: error }, 'traitement de la photo abandonné');
        } else log.warn({ ...details, err: error }, 'échec du traitement d’une photo, nouvel essai prévu');
        throw error;
      }
      if (done) log.info({ ...details, ms: Math.round(performance.now() - started) }, 'photo traitée');
    },
    async recover(jobs) {
      for (const id of await rows.waiting()) await queueEncoding(jobs, queue, id);
    },
  };
}
