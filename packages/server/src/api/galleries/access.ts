import { createHash, timingSafeEqual } from 'node:crypto';
import { frenchDayInWords, galleryMessages, galleryPath, studioDay } from '@lapm/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { albums, users } from '../../db/schema';
import { HttpError } from '../errors';
import { studioContact } from '../site-content/studio-contact';

/** How long a browser stays let in by the access code. */
export const ACCESS_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * Wrong codes answered at full speed per window from one address, whatever the album. Past them
 * the address is slowed, never refused: each of its tries waits longer (address-gate.ts: 1 s per
 * try past the limit, 5 s at most) and only one is handled at a time, so the guests of a wedding
 * sharing the venue's Wi-Fi (one public address) still open their gallery with the right code,
 * while one address never has more than one code checked per second, twelve a minute at the cap.
 */
export const WRONG_CODES_PER_ADDRESS = 20;
/**
 * Wrong codes on one album per window, from every address: past them, each wrong code is answered
 * after a delay (twice an address's step, GALLERY_TRY_DELAY_MS: 2 s), with a Retry-After. Nothing
 * is refused: the right code always opens the album, so no one can lock a gallery by sending it
 * wrong codes.
 */
export const WRONG_CODES_PER_ALBUM = 10;
export const albumSlowdownMs = (tryDelayMs: number) => 2 * tryDelayMs;
export const WRONG_CODE_WINDOW_MS = 15 * 60 * 1000;
/**
 * Browsers let in per album (one row each, renewed when it enters the code again): a wedding's
 * guests and their devices fit; past it, the browsers let in longest ago enter the code again.
 */
export const ACCESS_TOKENS_PER_ALBUM = 2000;

/** Who is looking: the admin, the album's owner with her session, or a browser the code let in. */
export type Viewer = 'admin' | 'owner' | 'code';

export const accessCookieName = (albumId: number) => `lapm_gallery_${albumId}`;
/** The album's own API paths only: the cookie goes nowhere else, not even to another album. */
export const accessCookiePath = (albumId: number) => `/api/galleries/${albumId}`;
/**
 * The same cookie on the album's page too (docs/decisions/0023): the server renders the gallery's
 * first screen for the browser it let in. `/galerie/12` is not sent to `/galerie/123`.
 */
export const accessPageCookiePath = (albumId: number) => galleryPath(albumId);

export const digest = (text: string) => createHash('sha256').update(text).digest('hex');

/** A code as it is compared: without its spaces (any kind), in lower case. */
export const comparableCode = (code: string) =>
  code.normalize('NFC').replace(/\s+/gu, '').toLocaleLowerCase('fr');

/**
 * Compares, case and spaces aside (typed on a phone: « Pivoine-lagune-sel  »), without telling
 * by its timing how much of the code was right. The stored code stays as the admin typed it.
 */
export function sameCode(given: string, expected: string): boolean {
  const a = Buffer.from(digest(comparableCode(given)), 'hex');
  const b = Buffer.from(digest(comparableCode(expected)), 'hex');
  return timingSafeEqual(a, b);
}

export const galleryAlbumColumns = {
  id: albums.id,
  userId: albums.userId,
  accessCode: albums.accessCode,
  date: albums.date,
  lien: albums.lien,
  availableUntil: albums.availableUntil,
  includedPhotos: albums.includedPhotos,
  downloadsEnabled: albums.downloadsEnabled,
  downloadSize: albums.downloadSize,
  downloadFavouritesOnly: albums.downloadFavouritesOnly,
  downloadPinHash: albums.downloadPinHash,
  watermark: albums.watermark,
  graceDays: albums.graceDays,
  selectionStatus: albums.selectionStatus,
  selectionSentAt: albums.selectionSentAt,
  title: albums.title,
  welcome: albums.welcome,
  coverPhotoId: albums.coverPhotoId,
  coverFocalX: albums.coverFocalX,
  coverFocalY: albums.coverFocalY,
  firstname: users.firstname,
  lastname: users.lastname,
};

export async function findGalleryAlbum(db: Database, id: number) {
  const [album] = await db
    .select(galleryAlbumColumns)
    .from(albums)
    .innerJoin(users, eq(users.id, albums.userId))
    .where(eq(albums.id, id));
  return album;
}

export type GalleryAlbum = NonNullable<Awaited<ReturnType<typeof findGalleryAlbum>>>;

export const galleryNotFound = () => new HttpError(404, galleryMessages.notFound);

/** Past its last day, the album is the admin's alone (as in « Mes séances »). */
export const expiredOn = (album: Pick<GalleryAlbum, 'availableUntil'>, now: Date) =>
  album.availableUntil !== null && album.availableUntil < studioDay(now);

/** Whom to ask: Contact's details as she published them. */
export const expiredMessage = async (db: Database, lastDay: string) =>
  `${galleryMessages.expiredOn(frenchDayInWords(lastDay))}. ${galleryMessages.contactStudio(await studioContact(db))}`;
