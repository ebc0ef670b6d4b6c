import type { Database } from '../../../db/database';
import { findGalleryAlbum } from '../access';
import { albumNotFound } from '../repository';

/** The album the admin's address names, or 404. */
export async function adminAlbum(db: Database, id: number) {
  const album = await findGalleryAlbum(db, id);
  if (!album) throw albumNotFound();
  return album;
}
