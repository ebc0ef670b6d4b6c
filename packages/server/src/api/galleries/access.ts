import { createHash, timingSafeEqual } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { frenchDayInWords, galleryMessages, galleryPath, studioDay } from '@lapm/contracts';
import { and, desc, eq, gt, notInArray, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { albums, galleryAccessTokens, galleryGuests, users } from '../../db/schema';
import { sessionCookieOf } from '../auth/cookie';
import { verifyPassword } from '../auth/passwords';
import type { SessionStore } from '../auth/sessions';
import { hashToken, newLinkToken } from '../auth/tokens';
import { clientAddressKey } from '../client-address';
import { HttpError } from '../errors';
import type { RateLimitStore } from '../rate-limit-store';
import { studioContact } from '../site-content/studio-contact';
import { addressDelayMs, createAddressGate } from './address-gate';

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
 * after a delay, with a Retry-After. Nothing is refused: the right code always opens the album, so
 * no one can lock a gallery by sending it wrong codes.
 */
export const WRONG_CODES_PER_ALBUM = 10;
export const WRONG_CODE_SLOWDOWN_MS = 2000;
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

const digest = (text: string) => createHash('sha256').update(text).digest('hex');

/** A code as it is compared: without its spaces (any kind), in lower case. */
export const comparableCode = (code: string) =>
  code.normalize('NFC').replace(/\s+/gu, '').toLocaleLowerCase('fr');

/**
 * Compares, case and spaces aside (typed on a phone: « Pivoine-lagune-sel  »), without telling
 * by its timing how much of the code was right. The stored code stays as the admin typed it.
 */
function sameCode(given: string, expected: string): boolean {
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

/** Whom to ask: Contact's details as she published them. */
const expiredMessage = async (db: Database, lastDay: string) =>
  `${galleryMessages.expiredOn(frenchDayInWords(lastDay))}. ${galleryMessages.contactStudio(await studioContact(db))}`;

interface AccessContext {
  db: Database;
  sessions: SessionStore;
  config: Config;
  store: RateLimitStore;
  rateLimits: boolean;
  clock: () => Date;
}

export function createGalleryAccess({ db, sessions, config, store, rateLimits, clock }: AccessContext) {
  const gate = createAddressGate();
  /** Past its last day, the album is the admin's alone (as in « Mes séances »). */
  const expired = (album: GalleryAlbum) =>
    album.availableUntil !== null && album.availableUntil < studioDay(clock());

  async function sessionOf(request: FastifyRequest) {
    const token = sessionCookieOf(request);
    // A session that has expired is only no session here: the code may still open the album.
    return token ? sessions.authenticate(token) : null;
  }

  // Every preview a guest loads asks both: prepared statements, planned once per connection.
  const albumById = db
    .select(galleryAlbumColumns)
    .from(albums)
    .innerJoin(users, eq(users.id, albums.userId))
    .where(eq(albums.id, sql.placeholder('id')))
    .prepare('gallery_album_by_id');
  const liveToken = db
    .select({ codeDigest: galleryAccessTokens.codeDigest, guestId: galleryAccessTokens.guestId })
    .from(galleryAccessTokens)
    .where(
      and(
        eq(galleryAccessTokens.tokenHash, sql.placeholder('tokenHash')),
        eq(galleryAccessTokens.albumId, sql.placeholder('albumId')),
        gt(galleryAccessTokens.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('gallery_live_token');

  /** The browser's live token row for the album (with the guest it named), or null. */
  async function codeLetIn(request: FastifyRequest, album: GalleryAlbum) {
    const token = request.cookies[accessCookieName(album.id)];
    if (!token) return null;
    const [row] = await liveToken.execute({ tokenHash: hashToken(token), albumId: album.id, now: clock() });
    // A new code shuts out the browsers the old one let in.
    return row && row.codeDigest === digest(album.accessCode) ? row : null;
  }

  /**
   * The album and who is looking, or a 404 for anyone else: another client, a visitor without the
   * code, an album that does not exist. None of them learns which it is.
   */
  async function viewerOf(
    request: FastifyRequest,
    albumId: number,
  ): Promise<{ album: GalleryAlbum; viewer: Viewer; guestId: number | null }> {
    const [album] = await albumById.execute({ id: albumId });
    if (!album) throw galleryNotFound();
    const session = await sessionOf(request);
    if (session?.user.role === 'admin') return { album, viewer: 'admin', guestId: null };
    // Its owner, or a browser its code let in, knows the album: an ended one tells them so and
    // whom to ask (410), as the right code does. Anyone else learns nothing (404).
    const ended = async () => new HttpError(410, await expiredMessage(db, album.availableUntil as string));
    if (session && session.user.id === album.userId) {
      if (expired(album)) throw await ended();
      return { album, viewer: 'owner', guestId: null };
    }
    const row = await codeLetIn(request, album);
    if (row) {
      if (expired(album)) throw await ended();
      return { album, viewer: 'code', guestId: row.guestId };
    }
    throw galleryNotFound();
  }

  /**
   * The guest named `name` on this album: the same name, case and spaces aside, is the same guest
   * (and list) from any browser that holds the code. A name identifies, it does not prove: all of
   * them hold the same code, and none can reach the owner's selection.
   */
  async function guestNamed(albumId: number, name: string): Promise<number> {
    const [row] = await db
      .insert(galleryGuests)
      .values({ albumId, name, nameKey: comparableCode(name) })
      .onConflictDoUpdate({
        target: [galleryGuests.albumId, galleryGuests.nameKey],
        set: { nameKey: sql`excluded.name_key` },
      })
      .returning({ id: galleryGuests.id });
    return (row as { id: number }).id;
  }

  /** This browser's token (already let in) now speaks for the guest named `name`. */
  async function nameGuest(request: FastifyRequest, albumId: number, name: string) {
    const tokenHash = tokenOf(request, albumId);
    if (!tokenHash) throw galleryNotFound();
    const guestId = await guestNamed(albumId, name);
    await db
      .update(galleryAccessTokens)
      .set({ guestId })
      .where(and(eq(galleryAccessTokens.tokenHash, tokenHash), eq(galleryAccessTokens.albumId, albumId)));
    return guestId;
  }

  /** The row of the browser this album already let in, if it sends its cookie: it is renewed, not added. */
  const tokenOf = (request: FastifyRequest, albumId: number) => {
    const token = request.cookies[accessCookieName(albumId)];
    return token ? hashToken(token) : null;
  };

  /**
   * The browser's token for the album: its row renewed when it had one, a new row otherwise; then
   * the album's rows are bounded (ACCESS_TOKENS_PER_ALBUM, newest kept) and those of an older code,
   * which open nothing, go.
   */
  async function letIn(request: FastifyRequest, album: GalleryAlbum, guest: string | undefined) {
    const token = newLinkToken();
    const expiresAt = new Date(clock().getTime() + ACCESS_TTL_MS);
    // A name given now names this browser's guest; none given keeps the one it named before.
    const guestId = guest ? await guestNamed(album.id, guest) : undefined;
    const row = {
      tokenHash: hashToken(token),
      codeDigest: digest(album.accessCode),
      expiresAt,
      ...(guestId === undefined ? {} : { guestId }),
    };
    const previous = tokenOf(request, album.id);
    await db.transaction(async (tx) => {
      const renewed = previous
        ? await tx
            .update(galleryAccessTokens)
            .set(row)
            .where(
              and(eq(galleryAccessTokens.tokenHash, previous), eq(galleryAccessTokens.albumId, album.id)),
            )
            .returning({ tokenHash: galleryAccessTokens.tokenHash })
        : [];
      if (renewed.length === 0) await tx.insert(galleryAccessTokens).values({ ...row, albumId: album.id });
      const kept = tx
        .select({ tokenHash: galleryAccessTokens.tokenHash })
        .from(galleryAccessTokens)
        .where(
          and(eq(galleryAccessTokens.albumId, album.id), eq(galleryAccessTokens.codeDigest, row.codeDigest)),
        )
        .orderBy(desc(galleryAccessTokens.expiresAt))
        .limit(ACCESS_TOKENS_PER_ALBUM);
      await tx
        .delete(galleryAccessTokens)
        .where(
          and(eq(galleryAccessTokens.albumId, album.id), notInArray(galleryAccessTokens.tokenHash, kept)),
        );
    });
    return { token, expiresAt };
  }

  /**
   * Counts a try of `what` from this address and runs `check` (the code or PIN compared) when its
   * turn comes: at once within WRONG_CODES_PER_ADDRESS tries in the window; past them, after a
   * wait that grows with the count, one try at a time (a concurrent one: 429, and it is not
   * counted). A right answer is forgiven by `check` itself; the right code always gets through.
   */
  async function throughAddress<T>(
    request: FastifyRequest,
    what: 'code' | 'pin',
    now: number,
    check: (addressKey: string) => Promise<T>,
  ): Promise<T> {
    const addressKey = `gallery-${what}-ip:${clientAddressKey(request)}`;
    if (!rateLimits) return check(addressKey);
    const { hits } = await store.hit(addressKey, WRONG_CODE_WINDOW_MS, now);
    const delayMs = addressDelayMs(hits - WRONG_CODES_PER_ADDRESS, config.galleryTryDelayMs);
    try {
      return await gate(addressKey, delayMs, () => check(addressKey));
    } catch (error) {
      // Turned away before its code was looked at: not a wrong try.
      if (error instanceof HttpError && error.statusCode === 429) await store.forgive(addressKey);
      throw error;
    }
  }

  /** A wrong try on one album: a 401, slowed past WRONG_CODES_PER_ALBUM (the right one always passes). */
  async function wrongTry(what: 'code' | 'pin', albumId: number, now: number, message: string) {
    if (rateLimits) {
      const { hits } = await store.hit(`gallery-${what}-album:${albumId}`, WRONG_CODE_WINDOW_MS, now);
      if (hits > WRONG_CODES_PER_ALBUM) {
        await sleep(WRONG_CODE_SLOWDOWN_MS);
        const seconds = String(Math.ceil(WRONG_CODE_SLOWDOWN_MS / 1000));
        return new HttpError(401, message, { 'retry-after': seconds });
      }
    }
    return new HttpError(401, message);
  }

  /**
   * The access code: right, the browser gets a cookie for this album alone; wrong, a 401. Only
   * wrong codes count, twice: per address (past WRONG_CODES_PER_ADDRESS, its tries wait and go
   * one at a time) and per album (past WRONG_CODES_PER_ALBUM, wrong codes are answered slowly).
   * Neither refuses the right code.
   */
  async function open(
    request: FastifyRequest,
    reply: FastifyReply,
    albumOrCode: number | 'by-code',
    code: string,
    guest?: string,
  ): Promise<number> {
    const now = clock().getTime();
    const album = await throughAddress(request, 'code', now, async (addressKey) => {
      // Found after the address is counted: a code tried alone is a try like any other.
      const albumId = albumOrCode === 'by-code' ? await albumOfCode(code) : albumOrCode;
      const album = await findGalleryAlbum(db, albumId);
      // An unknown album answers as a wrong code: the form tells nothing of what exists.
      if (!album || !sameCode(code, album.accessCode)) {
        throw await wrongTry('code', albumId, now, galleryMessages.wrongCode);
      }
      // The right code of an ended album: she is told it ended, and whom to ask (410).
      if (expired(album)) throw new HttpError(410, await expiredMessage(db, album.availableUntil as string));
      if (rateLimits) await store.forgive(addressKey);
      return album;
    });
    const albumId = album.id;
    const { token, expiresAt } = await letIn(request, album, guest);
    for (const path of [accessCookiePath(albumId), accessPageCookiePath(albumId)]) {
      reply.setCookie(accessCookieName(albumId), token, {
        path,
        httpOnly: true,
        sameSite: 'lax',
        secure: config.httpsOnly,
        expires: expiresAt,
      });
    }
    return albumId;
  }

  /**
   * The download PIN, from someone the album already lets in, counted as the access code is (its
   * own counters): a PIN of four digits would otherwise be found in 10,000 tries. The argon2
   * check takes as long whatever the PIN, and as long when the album has none.
   */
  async function checkDownloadPin(request: FastifyRequest, album: GalleryAlbum, pin: string) {
    const now = clock().getTime();
    return throughAddress(request, 'pin', now, async (addressKey) => {
      const right = await verifyPassword(album.downloadPinHash ?? undefined, pin);
      if (!right || album.downloadPinHash === null) {
        throw await wrongTry('pin', album.id, now, galleryMessages.wrongDownloadPin);
      }
      if (rateLimits) await store.forgive(addressKey);
      return { hash: album.downloadPinHash, expiresAt: new Date(now + ACCESS_TTL_MS) };
    });
  }

  /**
   * The album a code alone opens (« Accéder à une galerie »): the one album still open whose code
   * it is, compared as `open` does; an ended one when only ended ones have it (410 then tells her);
   * 0 when none has it (answered as a wrong code). Codes are not refused when two albums share one
   * (the admin is warned at save): then the code alone cannot choose, and says so.
   */
  async function albumOfCode(code: string): Promise<number> {
    const key = comparableCode(code);
    if (!key) return 0;
    const rows = await db
      .select({ id: albums.id, availableUntil: albums.availableUntil })
      .from(albums)
      .where(sql`lower(regexp_replace(${albums.accessCode}, '\\s', '', 'g')) = ${key}`);
    const open = rows.filter(
      (row) => row.availableUntil === null || row.availableUntil >= studioDay(clock()),
    );
    if (open.length > 1) throw new HttpError(409, galleryMessages.codeAmbiguous);
    return (open[0] ?? rows[0])?.id ?? 0;
  }

  return { viewerOf, open, expired, albumOfCode, nameGuest, checkDownloadPin };
}

export type GalleryAccess = ReturnType<typeof createGalleryAccess>;
