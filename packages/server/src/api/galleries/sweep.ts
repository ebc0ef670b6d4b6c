import { studio, studioDay } from '@lapm/contracts';
import { and, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { albumPhotos, albums, galleryAccessTokens, galleryFilePurges } from '../../db/schema';
import { galleryKeys, type PhotoStorage } from '../photos/storage';
import { markedKeysOf } from './watermark';

const BATCH = 100;
const HOUR_MS = 60 * 60 * 1000;

/** Every file of a gallery photo: its original, each variant and each marked preview. */
export const filesOfPhoto = (photo: { id: string; storageKey: string; widths: number[] }) => [
  photo.storageKey,
  ...photo.widths.flatMap((width) => ['webp', 'jpg'].map((ext) => galleryKeys.variant(photo.id, width, ext))),
  ...markedKeysOf(photo.id, photo.widths, studio.name),
];

/** The day the album's photos leave the storage: its last day, then its grace days. */
export function plannedDeletionDay(availableUntil: string | null, graceDays: number): string | null {
  if (!availableUntil) return null;
  const [year, month, day] = availableUntil.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + 1 + graceDays)).toISOString().slice(0, 10);
}

export interface SweepResult {
  /** Photos of ended albums whose files and rows were deleted. */
  expired: number;
  /** Photos of deleted albums whose files were deleted. */
  purged: number;
}

/**
 * Deletes from storage the photos that have had their grace days: those of albums past their last
 * day (rows too: the album stays, empty) and those of deleted albums (kept aside by a trigger when
 * the album went). Files first, rows after: a storage failure leaves the row, tried again later.
 */
export async function sweepGalleries(db: Database, storage: PhotoStorage, now: Date): Promise<SweepResult> {
  const result: SweepResult = { expired: 0, purged: 0 };
  const today = studioDay(now);
  for (;;) {
    const due = await db
      .select({ id: albumPhotos.id, storageKey: albumPhotos.storageKey, widths: albumPhotos.widths })
      .from(albumPhotos)
      .innerJoin(albums, sql`${albums.id} = ${albumPhotos.albumId}`)
      .where(
        and(
          isNotNull(albums.availableUntil),
          sql`${albums.availableUntil} + 1 + ${albums.graceDays} <= ${today}::date`,
        ),
      )
      .limit(BATCH);
    if (due.length === 0) break;
    await storage.remove(due.flatMap(filesOfPhoto));
    await db.delete(albumPhotos).where(
      inArray(
        albumPhotos.id,
        due.map((photo) => photo.id),
      ),
    );
    result.expired += due.length;
    if (due.length < BATCH) break;
  }
  for (;;) {
    const due = await db
      .select({
        id: galleryFilePurges.photoId,
        storageKey: galleryFilePurges.storageKey,
        widths: galleryFilePurges.widths,
      })
      .from(galleryFilePurges)
      .where(lte(galleryFilePurges.purgeAfter, now))
      .limit(BATCH);
    if (due.length === 0) break;
    await storage.remove(due.flatMap(filesOfPhoto));
    await db.delete(galleryFilePurges).where(
      inArray(
        galleryFilePurges.photoId,
        due.map((photo) => photo.id),
      ),
    );
    result.purged += due.length;
    if (due.length < BATCH) break;
  }
  await db.delete(galleryAccessTokens).where(lte(galleryAccessTokens.expiresAt, now));
  return result;
}

export interface GallerySweep {
  /** Runs a sweep now (after the one under way, if any) and tells what it deleted. */
  runNow(): Promise<SweepResult>;
  stop(): Promise<void>;
}

/** The sweep, hourly and once at start, on every instance (deleting twice is harmless). */
export function startGallerySweep(options: {
  db: Database;
  storage: PhotoStorage;
  log: FastifyBaseLogger;
  clock: () => Date;
  intervalMs?: number;
}): GallerySweep {
  const { db, storage, log, clock } = options;
  let last: Promise<SweepResult | undefined> = Promise.resolve(undefined);
  let stopped = false;
  const run = () => {
    const next = last.then(async () => {
      const result = await sweepGalleries(db, storage, clock());
      if (result.expired + result.purged > 0) {
        log.info({ event: 'gallery_sweep', ...result }, 'photos de galeries supprimées du stockage');
      }
      return result;
    });
    last = next.catch((error: unknown) => {
      log.error({ err: error, event: 'gallery_sweep_failed' }, 'échec du nettoyage des galeries');
      return undefined;
    });
    return next;
  };
  const timer = setInterval(() => {
    if (!stopped) void run().catch(() => undefined);
  }, options.intervalMs ?? HOUR_MS).unref();
  void run().catch(() => undefined);
  return {
    runNow: run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await last;
    },
  };
}
