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
        placeholder, status, error, favourite, taken_at, created_at
    )
    insert into gallery_trash (photo_id, album_id, original_name, storage_key, type, size_bytes, width,
      height, widths, placeholder, status, error, favourite, taken_at, uploaded_at, reason, trashed_at, purge_after)
    select id, album_id, original_name, storage_key, type, size_bytes, width, height, widths,
      placeholder, status, error, favourite, taken_at, created_at, ${reason}, ${now}, ${purgeAfter}
    from moved
    returning photo_id`)) as unknown as { rows: { photo_id: string }[] };
  return result.rows.map((row) => row.photo_id);
}

/**
 * Moves the Corbeille's photos matching `which` (a condition on gallery_trash) back into their
 * albums as they were (favourite, variants, capture time), after the photos already there, in
 * their order of upload and in no chapter: their old places may no longer mean anything. A photo
 * whose processing had not ended is processed again. Returns the ids put back.
 */
async function putBackPhotos(db: Database, which: SQL): Promise<string[]> {
  const result = (await db.execute(sql`
    with taken as (
      delete from gallery_trash where ${which}
      returning *
    )
    insert into album_photos (id, album_id, original_name, storage_key, type, size_bytes, width,
      height, widths, placeholder, status, error, favourite, taken_at, created_at, position)
    select photo_id, album_id, original_name, storage_key, type, size_bytes, width, height, widths,
      placeholder, case when status in ('ready', 'failed') then status else 'pending' end, error,
      favourite, taken_at, uploaded_at,
      (select coalesce(max(p.position), 0) from album_photos p where p.album_id = taken.album_id)
        + row_number() over (partition by album_id order by uploaded_at, original_name)
    from taken
    returning id`)) as unknown as { rows: { id: string }[] };
  return result.rows.map((row) => row.id);
}

/** Puts a photo of the Corbeille back in its album, unless its time there is over. False: not there. */
export async function restoreFromTrash(db: Database, photoId: string, now: Date): Promise<boolean> {
  const restored = await putBackPhotos(db, sql`photo_id = ${photoId} and purge_after > ${now}`);
  return restored.length > 0;
}

/**
 * Deletes the albums matching `which` (a condition on albums); the photos they hold go to the
 * Corbeille first, and an album leaving any photo there is kept in deleted_albums, so that
 * restoring one of them brings it back. Returns the ids deleted.
 */
export async function deleteAlbumsToTrash(db: Database, which: SQL, now: Date): Promise<number[]> {
  await movePhotosToTrash(db, sql`album_id in (select id from albums where ${which})`, 'deleted', now);
  await db.execute(sql`
    insert into deleted_albums (id, user_id, client_name, album, deleted_at)
    select albums.id, albums.user_id, users.firstname || ' ' || users.lastname, to_jsonb(albums), ${now}
    from albums join users on users.id = albums.user_id
    where ${which} and exists (select 1 from gallery_trash t where t.album_id = albums.id)
    on conflict (id) do nothing`);
  const deleted = (await db.execute(sql`delete from albums where ${which} returning id`)) as unknown as {
    rows: { id: number }[];
  };
  return deleted.rows.map((row) => row.id);
}

/**
 * Brings back, as it was, the deleted album of a photo in the Corbeille, if it is one: owned by
 * its client, or by `adminId` when her account is gone; without a cover; with no end if its
 * photos would otherwise go again at the next sweep.
 */
export const bringBackAlbumOf = (db: Database, photoId: string, adminId: number, today: string) =>
  bringBackAlbum(db, sql`(select album_id from gallery_trash where photo_id = ${photoId})`, adminId, today);

/** Brings back the deleted album whose id `albumId` gives (see bringBackAlbumOf); false: none. */
async function bringBackAlbum(db: Database, albumId: SQL, adminId: number, today: string) {
  const result = (await db.execute(sql`
    with gone as (
      delete from deleted_albums d
      where d.id = ${albumId}
        and not exists (select 1 from albums where albums.id = d.id)
      returning *
    )
    insert into albums
    select (jsonb_populate_record(null::albums, gone.album || jsonb_build_object(
      'user_id', coalesce(gone.user_id, ${adminId}),
      'cover_photo_id', null,
      'reminder_queued_at', null,
      'removal_warned_for', null,
      'available_until', case
        when (gone.album->>'available_until')::date + 1 + (gone.album->>'grace_days')::int <= ${today}::date
        then 'null'::jsonb else gone.album->'available_until' end
    ))).*
    from gone
    returning id`)) as unknown as { rows: { id: number }[] };
  return result.rows.length > 0;
}

export interface TrashedAlbumPhoto {
  photoId: string;
  storageKey: string;
  originalName: string;
}

/** The photos of a deleted album still in the Corbeille (none when it is not a deleted album). */
export async function trashedPhotosOfAlbum(db: Database, albumId: number, now: Date) {
  const result = (await db.execute(sql`
    select t.photo_id as "photoId", t.storage_key as "storageKey", t.original_name as "originalName"
    from gallery_trash t join deleted_albums d on d.id = t.album_id
    where t.album_id = ${albumId} and t.purge_after > ${now}
      and not exists (select 1 from albums a where a.id = d.id)
    order by t.uploaded_at, t.original_name`)) as unknown as { rows: TrashedAlbumPhoto[] };
  return result.rows;
}

/**
 * Brings back a deleted album and the photos of it that `photoIds` names, all or nothing: call
 * it inside a transaction. The photos keep their order of upload, after any already there.
 * Returns how many came back, or null when the album is no longer in the Corbeille.
 */
export async function restoreTrashedAlbum(
  tx: Database,
  albumId: number,
  photoIds: readonly string[],
  adminId: number,
  today: string,
): Promise<number | null> {
  if (!(await bringBackAlbum(tx, sql`${albumId}`, adminId, today))) return null;
  const ids = sql.join(
    photoIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  return (await putBackPhotos(tx, sql`album_id = ${albumId} and photo_id in (${ids})`)).length;
}
