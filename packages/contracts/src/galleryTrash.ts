import { addDays } from './dates';
import { z } from './zod';

/**
 * The Corbeille of the site's galleries: how long an album's photos stay after its last day, the
 * day they leave it, and what the admin sees of what waits there before it goes for good.
 */

/** Days the photos stay in storage after the album's last day, or after it is deleted. */
export const DEFAULT_GRACE_DAYS = 30;
export const MAX_GRACE_DAYS = 365;

/** Days a deleted photo, or one of an album past its grace days, stays in the « Corbeille ». */
export const TRASH_DAYS = 30;
/** The studio is told this many days before the photos of an album go to the Corbeille. */
export const REMOVAL_WARNING_DAYS = 7;

/**
 * The day the photos of an album leave it for the Corbeille: the day after its last day plus its
 * grace days; null while the album has no last day.
 */
export function plannedRemovalDay(availableUntil: string | null, graceDays: number): string | null {
  return availableUntil ? addDays(availableUntil, 1 + graceDays) : null;
}

/** The day the photos actually go, seen on `today`: one already past goes at the next sweep, today. */
export function removalDayOn(availableUntil: string | null, graceDays: number, today: string): string | null {
  const planned = plannedRemovalDay(availableUntil, graceDays);
  if (planned !== null && planned < today) return today;
  return planned;
}

/**
 * The day a change of grace days sends the album's photos to the Corbeille at the next sweep, when
 * they were not due yet: today, or null when the change brings nothing forward to now.
 */
export function removalBroughtToToday(
  availableUntil: string | null,
  graceDaysBefore: number,
  graceDaysAfter: number,
  today: string,
): string | null {
  const after = plannedRemovalDay(availableUntil, graceDaysAfter);
  const before = plannedRemovalDay(availableUntil, graceDaysBefore);
  return after !== null && before !== null && after <= today && before > today ? today : null;
}

/** A photo in the Corbeille: deleted by the admin, or taken from an album past its grace days. */
export const trashedPhotoSchema = z.object({
  photoId: z.uuid(),
  albumId: z.number().int(),
  /** The album owner's first and last names. */
  albumTitle: z.string(),
  fileName: z.string(),
  reason: z.enum(['deleted', 'expired']),
  /** ISO instants: when it went to the Corbeille, and when its files are deleted for good. */
  trashedAt: z.string(),
  purgeAfter: z.string(),
});
export type TrashedPhoto = z.infer<typeof trashedPhotoSchema>;

/** An album whose photos are planned to go to the Corbeille. */
export const upcomingRemovalSchema = z.object({
  albumId: z.number().int(),
  albumTitle: z.string(),
  photoCount: z.number().int(),
  /** YYYY-MM-DD, studio time. */
  removalDay: z.string(),
});
export type UpcomingRemoval = z.infer<typeof upcomingRemovalSchema>;

/**
 * A deleted album whose photos wait in the Corbeille: restored in one action, with all of them.
 * Its photos are also in `photos` (same albumId), where the screen groups them under it.
 */
export const trashedAlbumSchema = z.object({
  albumId: z.number().int(),
  /** The client's first and last names when it was deleted. */
  albumTitle: z.string(),
  photoCount: z.number().int(),
  /** ISO instants: when it was deleted, and when the first of its photos goes for good. */
  deletedAt: z.string(),
  purgeAfter: z.string(),
});
export type TrashedAlbum = z.infer<typeof trashedAlbumSchema>;

export const trashResponseSchema = z.object({
  /** Newest first. */
  photos: z.array(trashedPhotoSchema),
  /** Deleted albums, newest first. */
  albums: z.array(trashedAlbumSchema),
  /** Soonest first. */
  upcoming: z.array(upcomingRemovalSchema),
});
export type Trash = z.infer<typeof trashResponseSchema>;
