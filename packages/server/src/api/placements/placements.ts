import {
  type PagePlacements,
  type Photo,
  type PlacedPhoto,
  type PlacementDraft,
  placementMessages,
  placeOf,
  places,
} from '@lapm/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { photoPlacements, photos, placementDrafts, placeSettings } from '../../db/schema';
import { HttpError } from '../errors';
import { photoColumns, toPhoto } from '../photos/repository';

/** What a change to a placement, or to a placed photo, makes stale: the pages that show places. */
export const PLACEMENTS_TAG = 'placements';

const placedColumns = {
  place: photoPlacements.place,
  id: photos.id,
  alt: photos.alt,
  width: photos.width,
  height: photos.height,
  widths: photos.widths,
  placeholder: photos.placeholder,
  focalX: photos.focalX,
  focalY: photos.focalY,
};

const shown = and(eq(photos.published, true), eq(photos.status, 'ready'));

function placedPhotoOf(row: {
  id: string;
  alt: string;
  width: number | null;
  height: number | null;
  widths: number[];
  placeholder: string | null;
  focalX: number;
  focalY: number;
}): PlacedPhoto | undefined {
  const { width, height, placeholder, focalX, focalY, id, alt, widths } = row;
  if (!width || !height || !placeholder) return undefined;
  return { id, alt, width, height, widths, placeholder, focal_point: { x: focalX, y: focalY } };
}

/**
 * A page's places with their photos in order. A photo taken off the site since it was placed is
 * left out here, so the page never points at a variant that no longer answers. A place of hers
 * left empty shows her fallback photo, or null (the page leaves the spot out): never the demo.
 */
export async function pagePlacements(db: Database, page: string): Promise<PagePlacements> {
  const keys = places.filter((entry) => entry.pages.includes(page)).map((entry) => entry.key);
  const result: PagePlacements = Object.fromEntries(keys.map((key) => [key, []]));
  if (keys.length === 0) return result;
  const [rows, hers, fallbacks] = await Promise.all([
    db
      .select(placedColumns)
      .from(photoPlacements)
      .innerJoin(photos, eq(photos.id, photoPlacements.photoId))
      .where(and(inArray(photoPlacements.place, keys), shown))
      .orderBy(asc(photoPlacements.place), asc(photoPlacements.position)),
    db.select({ place: placeSettings.place }).from(placeSettings).where(inArray(placeSettings.place, keys)),
    db
      .select({ ...placedColumns, place: placeSettings.place })
      .from(placeSettings)
      .innerJoin(photos, and(eq(photos.id, placeSettings.fallbackPhotoId), shown))
      .where(inArray(placeSettings.place, keys)),
  ]);
  for (const row of rows) {
    const photo = placedPhotoOf(row);
    if (photo) result[row.place]?.push(photo);
  }
  for (const { place } of hers) if (result[place]?.length === 0) result[place] = null;
  for (const row of fallbacks) {
    const photo = placedPhotoOf(row);
    if (result[row.place] === null && photo) result[row.place] = [photo];
  }
  return result;
}

/** The place is hers from now on: emptied, it shows her fallback or nothing, never the demo. */
export async function claimPlaces(db: Pick<Database, 'insert'>, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .insert(placeSettings)
    .values(keys.map((place) => ({ place })))
    .onConflictDoNothing();
}

/** The fallback photo she chose for `place`, as the library describes it, or null. */
export async function placeFallback(db: Database, place: string): Promise<Photo | null> {
  const [row] = await db
    .select(photoColumns)
    .from(placeSettings)
    .innerJoin(photos, eq(photos.id, placeSettings.fallbackPhotoId))
    .where(eq(placeSettings.place, place));
  return row ? toPhoto(row) : null;
}

/** Sets (or clears) the fallback of `place`: a published photo, locked published until the commit. */
export async function setPlaceFallback(db: Database, place: string, photoId: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    if (photoId) {
      const [placeable] = await tx
        .select({ id: photos.id })
        .from(photos)
        .where(and(eq(photos.id, photoId), shown))
        .for('share');
      if (!placeable) throw new HttpError(400, placementMessages.notPlaceable);
    }
    await tx
      .insert(placeSettings)
      .values({ place, fallbackPhotoId: photoId })
      .onConflictDoUpdate({ target: placeSettings.place, set: { fallbackPhotoId: photoId } });
  });
}

/** The admin's view of a place: every photo still placed there, published or not, in order. */
export async function placedInLibrary(db: Database, place: string): Promise<Photo[]> {
  const rows = await db
    .select(photoColumns)
    .from(photoPlacements)
    .innerJoin(photos, eq(photos.id, photoPlacements.photoId))
    .where(eq(photoPlacements.place, place))
    .orderBy(asc(photoPlacements.position));
  return rows.map(toPhoto);
}

/**
 * Replaces the selection of `place` with `ids`, in that order. Every photo must be published
 * (hence described): the check and the write are one transaction, whose lock on the photos keeps
 * them published until it commits.
 */
export async function replacePlacement(db: Database, place: string, ids: readonly string[]): Promise<void> {
  const max = placeOf(place)?.max ?? 0;
  if (ids.length > max) throw new HttpError(400, placementMessages.tooMany(max));
  await db.transaction(async (tx) => {
    if (ids.length > 0) {
      const placeable = await tx
        .select({ id: photos.id })
        .from(photos)
        .where(and(inArray(photos.id, [...ids]), shown))
        .for('share');
      if (placeable.length !== ids.length) throw new HttpError(400, placementMessages.notPlaceable);
    }
    await claimPlaces(tx, [place]);
    await tx.delete(photoPlacements).where(eq(photoPlacements.place, place));
    await tx.delete(placementDrafts).where(eq(placementDrafts.place, place));
    if (ids.length > 0) {
      await tx.insert(photoPlacements).values(ids.map((photoId, position) => ({ place, position, photoId })));
    }
  });
}

/** The selection she was making for `place`, photos in her order (those deleted since left out), or null. */
export async function placementDraft(db: Database, place: string): Promise<PlacementDraft | null> {
  const [draft] = await db.select().from(placementDrafts).where(eq(placementDrafts.place, place));
  if (!draft) return null;
  const rows =
    draft.photoIds.length === 0
      ? []
      : await db.select(photoColumns).from(photos).where(inArray(photos.id, draft.photoIds));
  const byId = new Map(rows.map((row) => [row.id, toPhoto(row)]));
  return {
    photos: draft.photoIds.flatMap((id) => byId.get(id) ?? []),
    saved_at: draft.savedAt.toISOString(),
  };
}

/**
 * Keeps `ids` as the selection she is making for `place` (the last save wins, whichever device).
 * Checked as a save is, less the library: a photo she unpublishes meanwhile is refused at the save.
 */
export async function savePlacementDraft(
  db: Database,
  place: string,
  ids: readonly string[],
  authorId: number,
  now: Date,
): Promise<PlacementDraft> {
  const max = placeOf(place)?.max ?? 0;
  if (ids.length > max) throw new HttpError(400, placementMessages.tooMany(max));
  const values = { photoIds: [...ids], authorId, savedAt: now };
  await db
    .insert(placementDrafts)
    .values({ place, ...values })
    .onConflictDoUpdate({ target: placementDrafts.place, set: values });
  const draft = await placementDraft(db, place);
  if (!draft) throw new Error('draft not kept');
  return draft;
}
