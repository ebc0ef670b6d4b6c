import { favouritePayloadSchema, galleryMessages } from '@lapm/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { albumPhotos, albums, galleryGuestFavourites } from '../../../db/schema';
import { HttpError } from '../../errors';
import { favouriteIds } from '../repository';
import { type ClientGalleryRoute, clientOnly } from './gallery';
import { guestFavouriteIds } from './guests';

/** A guest's hearts are their own list: never the owner's selection, never locked by it. */
async function guestHeart(
  db: Database,
  albumId: number,
  guestId: number | null,
  photoId: string,
  favourite: boolean,
) {
  if (guestId === null) throw new HttpError(409, galleryMessages.guestNameRequired);
  if (favourite) {
    await db.insert(galleryGuestFavourites).values({ guestId, photoId }).onConflictDoNothing();
  } else {
    await db
      .delete(galleryGuestFavourites)
      .where(and(eq(galleryGuestFavourites.guestId, guestId), eq(galleryGuestFavourites.photoId, photoId)));
  }
  return { favourites: await guestFavouriteIds(db, albumId, guestId) };
}

/** The owner's heart, in her selection while it is open. */
async function ownerHeart(db: Database, albumId: number, photoId: string, favourite: boolean) {
  // Checked in the same statement as the change: a selection sent meanwhile is not changed.
  const changed = await db
    .update(albumPhotos)
    .set({ favourite })
    .where(
      and(
        eq(albumPhotos.id, photoId),
        sql`exists (select 1 from ${albums} where ${albums.id} = ${albumId} and ${albums.selectionStatus} = 'open')`,
      ),
    )
    .returning({ id: albumPhotos.id });
  if (changed.length === 0) throw new HttpError(409, galleryMessages.selectionLocked);
  return { favourites: await favouriteIds(db, albumId) };
}

/** A heart given or taken back, by the owner or a named guest. */
export const favouriteRoute: ClientGalleryRoute = (app, { context: { db }, viewed, readyPhoto }) => {
  app.put(
    '/galleries/:id/favourites/:photoId',
    { config: { access: 'public' }, schema: { body: favouritePayloadSchema } },
    async (request) => {
      const { album, viewer, guestId } = await viewed(request);
      clientOnly(viewer);
      const { photoId } = request.params as { photoId: string };
      await readyPhoto(album.id, photoId, viewer);
      return viewer === 'code'
        ? guestHeart(db, album.id, guestId, photoId, request.body.favourite)
        : ownerHeart(db, album.id, photoId, request.body.favourite);
    },
  );
};
