import type { AdminAlbumPhotoData } from '@lapm/contracts';
import { galleryMessages } from '@lapm/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { albumChapters, albumPhotos, galleryGuestFavourites, galleryGuests, users } from '../../db/schema';
import { HttpError } from '../errors';
import { StorageError, storageHttpError } from '../photos/storage';
import type { GalleryAlbum } from './access';
import type { SelectedPhoto } from './emails';

// What the admin's and the client's gallery routes both read.

export const photoColumns = {
  id: albumPhotos.id,
  fileName: albumPhotos.originalName,
  storageKey: albumPhotos.storageKey,
  type: albumPhotos.type,
  sizeBytes: albumPhotos.sizeBytes,
  width: albumPhotos.width,
  height: albumPhotos.height,
  widths: albumPhotos.widths,
  placeholder: albumPhotos.placeholder,
  status: albumPhotos.status,
  error: albumPhotos.error,
  favourite: albumPhotos.favourite,
  hiddenFromGuests: albumPhotos.hiddenFromGuests,
  chapterId: albumPhotos.chapterId,
  createdAt: albumPhotos.createdAt,
};
/**
 * Her order, for every list of an album's photos: the photos in no chapter first, then each chapter
 * in its place, each photo in its place there; upload order breaks a tie.
 */
export const galleryOrder = [
  sql`(select ${albumChapters.position} from ${albumChapters} where ${albumChapters.id} = ${albumPhotos.chapterId}) asc nulls first`,
  asc(albumPhotos.position),
  asc(albumPhotos.createdAt),
  asc(albumPhotos.id),
] as const;

/** The same as SQL for a window (`row_number() over (order by …)`). */
const galleryOrderSql = sql.join([...galleryOrder], sql`, `);

/** The next place at the end of an album. */
export const nextPosition = (albumId: number) =>
  sql<number>`(select coalesce(max(${albumPhotos.position}), 0) + 1 from ${albumPhotos} where ${albumPhotos.albumId} = ${albumId})`;

export type PhotoRow = Omit<
  { [K in keyof typeof photoColumns]: (typeof photoColumns)[K]['_']['data'] },
  'placeholder' | 'error' | 'chapterId'
> & { placeholder: string | null; error: string | null; chapterId: number | null };

export const toAdminPhoto = (row: PhotoRow): AdminAlbumPhotoData => ({
  id: row.id,
  fileName: row.fileName,
  width: row.width,
  height: row.height,
  // Waiting for its turn or under way: both are « en cours de traitement » for the admin.
  status: row.status === 'pending' ? 'processing' : row.status,
  error: row.error,
  favourite: row.favourite,
  hiddenFromGuests: row.hiddenFromGuests,
  chapterId: row.chapterId,
  widths: row.widths,
  uploadedAt: row.createdAt.toISOString(),
});

export const settingsOf = (album: GalleryAlbum) => ({
  includedPhotos: album.includedPhotos,
  downloadsEnabled: album.downloadsEnabled,
  downloadSize: album.downloadSize,
  favouritesOnly: album.downloadFavouritesOnly,
  downloadPinSet: album.downloadPinHash !== null,
  watermark: album.watermark,
  graceDays: album.graceDays,
});

/** A file name in a Content-Disposition header: ASCII fallback, and the real name encoded (RFC 6266). */
export const attachment = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

export const albumNotFound = () => new HttpError(404, 'Album introuvable.');
export const photoNotFound = () => new HttpError(404, galleryMessages.photoNotFound);

/** A storage failure as its French answer (logged); anything else as it is. */
export function storageFailure(
  request: { log: FastifyBaseLogger },
  error: unknown,
  answer: (failure: StorageError) => HttpError = storageHttpError,
) {
  if (error instanceof StorageError) {
    request.log.error({ err: error, event: 'gallery_storage_failed' }, 'stockage des photos indisponible');
    return answer(error);
  }
  return error;
}

/** A read that failed saved nothing: the writes' « rien n'a été enregistré » would be wrong here. */
const unreadable = () => new HttpError(503, galleryMessages.photoUnreadable, { 'retry-after': '30' });

/** A photo's file as the storage gives it: its failure said in French, a missing file a 404. */
export async function storedPhotoFile<T>(
  request: { log: FastifyBaseLogger },
  read: () => Promise<T | null>,
): Promise<T> {
  let file: T | null;
  try {
    file = await read();
  } catch (error) {
    throw storageFailure(request, error, unreadable);
  }
  if (!file) throw photoNotFound();
  return file;
}

const favouritesOf = (albumId: number) =>
  and(eq(albumPhotos.albumId, albumId), eq(albumPhotos.favourite, true));

/**
 * The client's favourites in the gallery's order, each with its number there (« Photo 3 sur 40 »
 * in her viewer) and its file's name.
 */
export async function selectedPhotos(db: Database, albumId: number): Promise<SelectedPhoto[]> {
  const gallery = db
    .select({
      fileName: albumPhotos.originalName,
      favourite: albumPhotos.favourite,
      position: sql<number>`(row_number() over (order by ${galleryOrderSql}))::int`.as('position'),
    })
    .from(albumPhotos)
    .where(and(eq(albumPhotos.albumId, albumId), eq(albumPhotos.status, 'ready')))
    .as('gallery');
  return db
    .select({ position: gallery.position, fileName: gallery.fileName })
    .from(gallery)
    .where(eq(gallery.favourite, true))
    .orderBy(asc(gallery.position));
}

/** The album's chapters in her order. */
export const albumChapterList = (db: Database, albumId: number) =>
  db
    .select({ id: albumChapters.id, title: albumChapters.title })
    .from(albumChapters)
    .where(eq(albumChapters.albumId, albumId))
    .orderBy(asc(albumChapters.position), asc(albumChapters.id));

/** Where the album's owner is written to, and whether her first name may open the message. */
export async function albumOwner(db: Database, userId: number) {
  const [owner] = await db
    .select({
      email: users.email,
      firstname: users.firstname,
      confirmed: sql<boolean>`${users.emailConfirmedAt} is not null`,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!owner) throw new Error(`no owner ${userId}`);
  return owner;
}

export async function favouriteIds(db: Database, albumId: number) {
  const rows = await db
    .select({ id: albumPhotos.id })
    .from(albumPhotos)
    .where(favouritesOf(albumId))
    .orderBy(...galleryOrder);
  return rows.map((row) => row.id);
}

/** Each guest of the album and the photos they chose, in her order; guests first come first. */
export async function guestLists(db: Database, albumId: number) {
  const rows = await db
    .select({ guestId: galleryGuests.id, name: galleryGuests.name, photoId: galleryGuestFavourites.photoId })
    .from(galleryGuests)
    .leftJoin(galleryGuestFavourites, eq(galleryGuestFavourites.guestId, galleryGuests.id))
    .leftJoin(albumPhotos, eq(albumPhotos.id, galleryGuestFavourites.photoId))
    .where(eq(galleryGuests.albumId, albumId))
    .orderBy(asc(galleryGuests.id), ...galleryOrder);
  const lists = new Map<number, { name: string; photoIds: string[] }>();
  for (const row of rows) {
    const list = lists.get(row.guestId) ?? { name: row.name, photoIds: [] };
    if (row.photoId) list.photoIds.push(row.photoId);
    lists.set(row.guestId, list);
  }
  return [...lists.values()];
}
