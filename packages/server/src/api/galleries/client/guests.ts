import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { albumPhotos, galleryGuestFavourites, galleryGuests } from '../../../db/schema';
import { galleryOrder } from '../repository';

/** A guest's own hearts, on the photos they may still see. */
export async function guestFavouriteIds(db: Database, albumId: number, guestId: number | null) {
  if (guestId === null) return [];
  const rows = await db
    .select({ id: albumPhotos.id })
    .from(galleryGuestFavourites)
    .innerJoin(albumPhotos, eq(albumPhotos.id, galleryGuestFavourites.photoId))
    .where(
      and(
        eq(galleryGuestFavourites.guestId, guestId),
        eq(albumPhotos.albumId, albumId),
        eq(albumPhotos.status, 'ready'),
        eq(albumPhotos.hiddenFromGuests, false),
      ),
    )
    .orderBy(...galleryOrder);
  return rows.map((row) => row.id);
}

/** A guest's name as they gave it, or null. */
export async function guestName(db: Database, guestId: number | null) {
  if (guestId === null) return null;
  const [row] = await db
    .select({ name: galleryGuests.name })
    .from(galleryGuests)
    .where(eq(galleryGuests.id, guestId));
  return row?.name ?? null;
}
