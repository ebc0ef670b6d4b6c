import { frenchDayInWords, galleryMessages, plannedRemovalDay, studioDay, type Trash } from '@lapm/contracts';
import { asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { albumPhotos, albums, deletedAlbums, galleryTrash, users } from '../../db/schema';
import { sessionOf } from '../auth/guard';
import type { ApiApp, ApiContext } from '../context';
import { HttpError } from '../errors';
import { bringBackAlbumOf, restoreFromTrash } from './trash';

const trashParams = z.object({ photoId: z.uuid({ message: galleryMessages.trashedPhotoNotFound }) });
const title = sql<string>`${users.firstname} || ' ' || ${users.lastname}`;

/** The deleted albums with photos in the Corbeille (one brought back by a photo is an album again). */
const trashedAlbums = (db: Database) =>
  db
    .select({
      albumId: deletedAlbums.id,
      albumTitle: deletedAlbums.clientName,
      photoCount: sql<number>`count(${galleryTrash.photoId})::int`,
      deletedAt: deletedAlbums.deletedAt,
      // The first of its photos to go for good: the album's days left.
      purgeAfter: sql<string>`min(${galleryTrash.purgeAfter})`,
    })
    .from(deletedAlbums)
    .innerJoin(galleryTrash, eq(galleryTrash.albumId, deletedAlbums.id))
    .where(sql`not exists (select 1 from ${albums} where ${albums.id} = ${deletedAlbums.id})`)
    .groupBy(deletedAlbums.id)
    .orderBy(desc(deletedAlbums.deletedAt), deletedAlbums.id);

/** The photos in the Corbeille, newest first. */
const trashedPhotos = (db: Database) =>
  db
    .select({
      photoId: galleryTrash.photoId,
      albumId: galleryTrash.albumId,
      // A deleted album's photos are labelled by the client's name as it was.
      albumTitle: sql<string>`coalesce(${title}, ${deletedAlbums.clientName}, '')`,
      fileName: galleryTrash.originalName,
      reason: galleryTrash.reason,
      trashedAt: galleryTrash.trashedAt,
      purgeAfter: galleryTrash.purgeAfter,
    })
    .from(galleryTrash)
    .leftJoin(albums, eq(albums.id, galleryTrash.albumId))
    .leftJoin(deletedAlbums, eq(deletedAlbums.id, galleryTrash.albumId))
    .leftJoin(users, eq(users.id, albums.userId))
    .orderBy(desc(galleryTrash.trashedAt), asc(galleryTrash.originalName));

/** The albums whose photos are planned to go to the Corbeille, soonest first. */
function upcomingRemovals(db: Database, today: string) {
  const removalDay = sql`${albums.availableUntil} + 1 + ${albums.graceDays}`;
  return db
    .select({
      albumId: albums.id,
      albumTitle: title,
      photoCount: sql<number>`count(${albumPhotos.id})::int`,
      // One already due goes at the next sweep: today.
      removalDay: sql<string>`to_char(greatest(${removalDay}, ${today}::date), 'YYYY-MM-DD')`,
    })
    .from(albums)
    .innerJoin(users, eq(users.id, albums.userId))
    .innerJoin(albumPhotos, eq(albumPhotos.albumId, albums.id))
    .where(isNotNull(albums.availableUntil))
    .groupBy(albums.id, users.id)
    .orderBy(sql`${removalDay}`, albums.id);
}

function listRoute(app: ApiApp, { db, clock }: ApiContext) {
  app.get('/admin/trash', { config: { access: 'admin' } }, async (): Promise<Trash> => {
    const [photos, upcoming, deleted] = await Promise.all([
      trashedPhotos(db),
      upcomingRemovals(db, studioDay(clock())),
      trashedAlbums(db),
    ]);
    return {
      photos: photos.map((photo) => ({
        ...photo,
        trashedAt: photo.trashedAt.toISOString(),
        purgeAfter: photo.purgeAfter.toISOString(),
      })),
      albums: deleted.map((album) => ({
        ...album,
        deletedAt: album.deletedAt.toISOString(),
        purgeAfter: new Date(album.purgeAfter).toISOString(),
      })),
      upcoming,
    };
  });
}

function restoreRoute(app: ApiApp, { db, clock, queueGalleryPhoto }: ApiContext) {
  app.post(
    '/admin/trash/:photoId/restore',
    { config: { access: 'admin' }, schema: { params: trashParams } },
    async (request) => {
      const { photoId } = request.params;
      // A photo of a deleted album brings its album back first.
      await bringBackAlbumOf(db, photoId, sessionOf(request).user.id, studioDay(clock()));
      const [album] = await db
        .select({ id: albums.id, availableUntil: albums.availableUntil, graceDays: albums.graceDays })
        .from(galleryTrash)
        .innerJoin(albums, eq(albums.id, galleryTrash.albumId))
        .where(eq(galleryTrash.photoId, photoId));
      if (!album) throw new HttpError(404, galleryMessages.trashedPhotoNotFound);
      // Restored into an album already past its grace days, the photo would go back to the
      // Corbeille at the next sweep, without a word: the album's end is moved first.
      const removal = plannedRemovalDay(album.availableUntil, album.graceDays);
      const today = studioDay(clock());
      if (removal !== null && removal <= today && album.availableUntil !== null) {
        throw new HttpError(409, galleryMessages.restoreAlbumEnded(frenchDayInWords(album.availableUntil)));
      }
      if (!(await restoreFromTrash(db, photoId, clock()))) {
        throw new HttpError(404, galleryMessages.trashedPhotoNotFound);
      }
      // One whose processing had not ended is processed again.
      await queueGalleryPhoto(photoId);
      request.log.info(
        { event: 'gallery_photo_restored', albumId: album.id, photoId },
        'photo de galerie restaurée',
      );
      // Said at once: the album's own removal day, if it has one, takes the photo again.
      return {
        message: removal
          ? galleryMessages.photoRestoredUntil(frenchDayInWords(removal))
          : galleryMessages.photoRestored,
      };
    },
  );
}

/** The admin's « Corbeille »: what is in it, what is planned to go there, and restoring. */
export const trashRoutes: FastifyPluginAsyncZod<ApiContext> = async (app, context) => {
  listRoute(app, context);
  restoreRoute(app, context);
};
