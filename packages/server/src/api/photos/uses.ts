import { libraryPhotoOf, libraryPhotoPath, type PhotoUse, placeOf } from '@lapm/contracts';
import { asc, inArray, like, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { articles, photoPlacements, placeSettings } from '../../db/schema';

/**
 * Where each of `ids` shows on the site: the places of « Mise en page » it fills, the articles
 * whose cover it is or whose text shows it. Read before a photo is taken off the site, so that
 * she is told what it will leave. A photo used nowhere has no entry.
 */
export async function photoUses(
  db: Pick<Database, 'select'>,
  ids: readonly string[],
): Promise<Record<string, PhotoUse[]>> {
  const uses: Record<string, PhotoUse[]> = {};
  if (ids.length === 0) return uses;
  const add = (id: string, use: PhotoUse) => {
    uses[id] ??= [];
    uses[id].push(use);
  };
  const placed = await db
    .select({ place: photoPlacements.place, photoId: photoPlacements.photoId })
    .from(photoPlacements)
    .where(inArray(photoPlacements.photoId, [...ids]))
    .orderBy(asc(photoPlacements.place));
  for (const { place, photoId } of placed) {
    add(photoId, { kind: 'place', key: place, title: placeOf(place)?.label ?? place });
  }
  const fallbacks = await db
    .select({ place: placeSettings.place, photoId: placeSettings.fallbackPhotoId })
    .from(placeSettings)
    .where(inArray(placeSettings.fallbackPhotoId, [...ids]))
    .orderBy(asc(placeSettings.place));
  for (const { place, photoId } of fallbacks) {
    if (photoId) add(photoId, { kind: 'fallback', key: place, title: placeOf(place)?.label ?? place });
  }
  // Articles name a library photo by its path (`![texte](/photos/<id>)`), a cover by that path or
  // one of its files: ids are uuids, so nothing in them is a LIKE wildcard.
  const addresses = ids.map(libraryPhotoPath);
  const cover = sql<string>`${articles.cover}->>'src'`;
  const rows = await db
    .select({ slug: articles.slug, title: articles.title, cover, markdown: articles.markdown })
    .from(articles)
    .where(
      or(
        ...addresses.map((address) => like(cover, `${address}%`)),
        ...addresses.map((address) => like(articles.markdown, `%(${address}%`)),
      ),
    )
    .orderBy(asc(articles.published));
  for (const { slug, title, cover: coverAddress, markdown } of rows) {
    for (const id of ids) {
      const address = libraryPhotoPath(id);
      if (libraryPhotoOf(coverAddress ?? '') === id) add(id, { kind: 'cover', key: slug, title });
      if (new RegExp(`\\]\\(${address}(?=[\\s)])`).test(markdown))
        add(id, { kind: 'inline', key: slug, title });
    }
  }
  return uses;
}
