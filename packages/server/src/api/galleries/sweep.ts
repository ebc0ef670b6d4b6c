import { studio, studioDay } from '@lapm/contracts';
import { inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { albums, galleryAccessTokens, galleryFilePurges, galleryTrash } from '../../db/schema';
import type { JobDefinition } from '../../jobs/engine';
import { galleryKeys, type PhotoStorage } from '../photos/storage';
import { webKeysOf } from './downloads';
import { movePhotosToTrash } from './trash';
import { markedKeysOf } from './watermark';

const BATCH = 100;

/** Every file of a gallery photo: its original, each variant, each marked preview, its web sizes. */
export const filesOfPhoto = (photo: { id: string; storageKey: string; widths: number[] }) => [
  photo.storageKey,
  ...photo.widths.flatMap((width) => ['webp', 'jpg'].map((ext) => galleryKeys.variant(photo.id, width, ext))),
  ...markedKeysOf(photo.id, photo.widths, studio.name),
  ...webKeysOf(photo.id, studio.name),
];

export interface SweepResult {
  /** Photos of albums past their grace days, moved to the Corbeille. */
  expired: number;
  /** Photos of deleted albums whose files were deleted. */
  purged: number;
  /** Photos whose time in the Corbeille was over: files and rows deleted. */
  emptied: number;
}

type DueFiles = { id: string; storageKey: string; widths: number[] };

/** Deletes the files, then the rows, of what `due` lists, a batch at a time; how many went. */
async function deleteFiles(
  storage: PhotoStorage,
  due: () => Promise<DueFiles[]>,
  forget: (ids: string[]) => Promise<unknown>,
): Promise<number> {
  let count = 0;
  for (;;) {
    const batch = await due();
    if (batch.length === 0) break;
    await storage.remove(batch.flatMap(filesOfPhoto));
    await forget(batch.map((photo) => photo.id));
    count += batch.length;
    if (batch.length < BATCH) break;
  }
  return count;
}

/**
 * The photos of albums past their last day and grace days go to the Corbeille (files kept); the
 * files of the Corbeille's photos past their TRASH_DAYS, and of deleted albums past their grace
 * days (kept aside by a trigger when the album went), are deleted. Files first, rows after: a
 * storage failure leaves the row, tried again later.
 */
export async function sweepGalleries(db: Database, storage: PhotoStorage, now: Date): Promise<SweepResult> {
  const today = studioDay(now);
  const moved = await movePhotosToTrash(
    db,
    sql`album_id in (select ${albums.id} from ${albums} where ${isNotNull(albums.availableUntil)}
      and ${albums.availableUntil} + 1 + ${albums.graceDays} <= ${today}::date)`,
    'expired',
    now,
  );
  const purged = await deleteFiles(
    storage,
    () =>
      db
        .select({
          id: galleryFilePurges.photoId,
          storageKey: galleryFilePurges.storageKey,
          widths: galleryFilePurges.widths,
        })
        .from(galleryFilePurges)
        .where(lte(galleryFilePurges.purgeAfter, now))
        .limit(BATCH),
    (ids) => db.delete(galleryFilePurges).where(inArray(galleryFilePurges.photoId, ids)),
  );
  const emptied = await deleteFiles(
    storage,
    () =>
      db
        .select({
          id: galleryTrash.photoId,
          storageKey: galleryTrash.storageKey,
          widths: galleryTrash.widths,
        })
        .from(galleryTrash)
        .where(lte(galleryTrash.purgeAfter, now))
        .limit(BATCH),
    (ids) => db.delete(galleryTrash).where(inArray(galleryTrash.photoId, ids)),
  );
  // A deleted album is kept only for as long as one of its photos is in the Corbeille.
  await db.execute(
    sql`delete from deleted_albums d where not exists (select 1 from gallery_trash t where t.album_id = d.id)`,
  );
  await db.delete(galleryAccessTokens).where(lte(galleryAccessTokens.expiresAt, now));
  return { expired: moved.length, purged, emptied };
}

/**
 * The sweep, hourly on one instance of all (pg-boss's cron); a sweep still running at the next
 * hour is not doubled. Deleting twice would be harmless anyway: files first, rows after.
 */
export const gallerySweepJob = ({
  db,
  storage,
  log,
  clock,
}: {
  db: Database;
  storage: PhotoStorage;
  log: FastifyBaseLogger;
  clock: () => Date;
}): JobDefinition => ({
  queue: 'gallery-sweep',
  cron: '0 * * * *',
  options: { policy: 'exclusive', retryLimit: 0 },
  async handle() {
    const result = await sweepGalleries(db, storage, clock());
    if (result.expired + result.purged + result.emptied > 0) {
      log.info(
        { event: 'gallery_sweep', ...result },
        'photos de galeries mises à la Corbeille ou supprimées du stockage',
      );
    }
  },
});
