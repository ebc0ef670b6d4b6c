import { TRASH_DAYS } from '@lapm/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Moves the gallery photos that match `which` (a condition on album_photos) to the Corbeille, in
 * one statement: a photo is in its album or in the Corbeille, never neither. Its files stay where
 * they are, for TRASH_DAYS. Returns the ids moved.
 */
export async function movePhotosToTrash(
  db: Database,
  which: SQL,
  reason: 'deleted' | 'expired',
  now: Date,
): Promise<string[]> {
  const purgeAfter = new Date(now.getTime() + TRASH_DAYS * DAY_MS);
  const result = (await db.execute(sql`
    with moved as (
      delete from album_photos where ${which}
      returning id, album_id, original_name, storage_key, type, size_bytes, width, height, widths,
        placeholder, status, error, favourite, created_at
    )
    insert into gallery_trash (photo_id, album_id, original_name, storage_key, type, size_bytes,
      width, height, widths, placeholder, status, error, favourite, uploaded_at, reason, trashed_at, purge_after)
    select id, album_id, original_name, storage_key, type, size_bytes, width, height, widths,
      placeholder, status, error, favourite, created_at, ${reason}, ${now}, ${purgeAfter}
    from moved
    returning photo_id`)) as unknown as { rows: { photo_id: string }[] };
  return result.rows.map((row) => row.photo_id);
}

/**
 * Puts a photo of the Corbeille back in its album, as it was (favourite, variants), unless its time
 * there is over. A photo whose processing had not ended is processed again. False: not there.
 */
export async function restoreFromTrash(db: Database, photoId: string, now: Date): Promise<boolean> {
  const result = (await db.execute(sql`
    with taken as (
      delete from gallery_trash where photo_id = ${photoId} and purge_after > ${now}
      returning *
    )
    insert into album_photos (id, album_id, original_name, storage_key, type, size_bytes, width,
      height, widths, placeholder, status, error, favourite, created_at, position)
    select photo_id, album_id, original_name, storage_key, type, size_bytes, width, height, widths,
      placeholder, case when status in ('ready', 'failed') then status else 'pending' end, error,
      favourite, uploaded_at,
      -- Back at the end of the album, in no chapter: its old place may no longer mean anything.
      (select coalesce(max(p.position), 0) + 1 from album_photos p where p.album_id = taken.album_id)
    from taken
    returning id`)) as unknown as { rows: { id: string }[] };
  return result.rows.length > 0;
}
