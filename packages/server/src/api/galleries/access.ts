import { createHash, timingSafeEqual } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { frenchDayInWords, galleryMessages, studioDay } from '@lapm/contracts';
import { and, desc, eq, gt, notInArray, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { albums, galleryAccessTokens, users } from '../../db/schema';
import { sessionCookieOf } from '../auth/cookie';
import type { SessionStore } from '../auth/sessions';
import { hashToken, newLinkToken } from '../auth/tokens';
import { clientAddressKey } from '../client-address';
import { HttpError } from '../errors';
import type { RateLimitStore } from '../rate-limit-store';

/** How long a browser stays let in by the access code. */
export const ACCESS_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * Wrong codes allowed per window from one address, whatever the album: the next tries from that
 * address are refused (429), the right code included, until the window ends. Generous enough for
 * the guests of a wedding sharing the venue's Wi-Fi.
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

const expiredMessage = (lastDay: string) =>
  `${galleryMessages.expiredOn(frenchDayInWords(lastDay))}. ${galleryMessages.contactStudio}`;

interface AccessContext {
  db: Database;
  sessions: SessionStore;
  config: Config;
  store: RateLimitStore;
  rateLimits: boolean;
  clock: () => Date;
}

export function createGalleryAccess({ db, sessions, config, store, rateLimits, clock }: AccessContext) {
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
    .select({ codeDigest: galleryAccessTokens.codeDigest })
    .from(galleryAccessTokens)
    .where(
      and(
        eq(galleryAccessTokens.tokenHash, sql.placeholder('tokenHash')),
        eq(galleryAccessTokens.albumId, sql.placeholder('albumId')),
        gt(galleryAccessTokens.expiresAt, sql.placeholder('now')),
      ),
    )
    .prepare('gallery_live_token');

  async function codeLetIn(request: FastifyRequest, album: GalleryAlbum): Promise<boolean> {
    const token = request.cookies[accessCookieName(album.id)];
    if (!token) return false;
    const [row] = await liveToken.execute({ tokenHash: hashToken(token), albumId: album.id, now: clock() });
    // A new code shuts out the browsers the old one let in.
    return row?.codeDigest === digest(album.accessCode);
  }

  /**
   * The album and who is looking, or a 404 for anyone else: another client, a visitor without the
   * code, an album that does not exist or has ended. None of them learns which it is.
   */
  async function viewerOf(
    request: FastifyRequest,
    albumId: number,
  ): Promise<{ album: GalleryAlbum; viewer: Viewer }> {
    const [album] = await albumById.execute({ id: albumId });
    if (!album) throw galleryNotFound();
    const session = await sessionOf(request);
    if (session?.user.role === 'admin') return { album, viewer: 'admin' };
    if (expired(album)) throw galleryNotFound();
    if (session && session.user.id === album.userId) return { album, viewer: 'owner' };
    if (await codeLetIn(request, album)) return { album, viewer: 'code' };
    throw galleryNotFound();
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
  async function letIn(request: FastifyRequest, album: GalleryAlbum) {
    const token = newLinkToken();
    const expiresAt = new Date(clock().getTime() + ACCESS_TTL_MS);
    const row = { tokenHash: hashToken(token), codeDigest: digest(album.accessCode), expiresAt };
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
   * The access code: right, the browser gets a cookie for this album alone; wrong, a 401. Only
   * wrong codes count, twice: per address (past WRONG_CODES_PER_ADDRESS, that address is refused
   * until the window ends, since a refusal must come before the code is looked at) and per album
   * (past WRONG_CODES_PER_ALBUM, wrong codes are answered slowly; the right one always opens).
   */
  async function open(request: FastifyRequest, reply: FastifyReply, albumId: number, code: string) {
    const album = await findGalleryAlbum(db, albumId);
    const now = clock().getTime();
    const addressKey = `gallery-code-ip:${clientAddressKey(request)}`;
    if (rateLimits) {
      const { hits, resetAtMs } = await store.hit(addressKey, WRONG_CODE_WINDOW_MS, now);
      if (hits > WRONG_CODES_PER_ADDRESS) {
        // A refused try is not a wrong code: waiting out the window is enough.
        await store.forgive(addressKey);
        const seconds = Math.max(1, Math.ceil((resetAtMs - now) / 1000));
        throw new HttpError(429, galleryMessages.tooManyTries, { 'retry-after': String(seconds) });
      }
    }
    // An unknown album answers as a wrong code: the form tells nothing of what exists.
    if (!album || !sameCode(code, album.accessCode)) {
      if (rateLimits) {
        const { hits } = await store.hit(`gallery-code-album:${albumId}`, WRONG_CODE_WINDOW_MS, now);
        if (hits > WRONG_CODES_PER_ALBUM) {
          await sleep(WRONG_CODE_SLOWDOWN_MS);
          const seconds = String(Math.ceil(WRONG_CODE_SLOWDOWN_MS / 1000));
          throw new HttpError(401, galleryMessages.wrongCode, { 'retry-after': seconds });
        }
      }
      throw new HttpError(401, galleryMessages.wrongCode);
    }
    // The right code of an ended album: she is told it ended, and whom to ask (410).
    if (expired(album)) throw new HttpError(410, expiredMessage(album.availableUntil as string));
    if (rateLimits) await store.forgive(addressKey);
    const { token, expiresAt } = await letIn(request, album);
    reply.setCookie(accessCookieName(albumId), token, {
      path: accessCookiePath(albumId),
      httpOnly: true,
      sameSite: 'lax',
      secure: config.httpsOnly,
      expires: expiresAt,
    });
  }

  return { viewerOf, open, expired };
}

export type GalleryAccess = ReturnType<typeof createGalleryAccess>;
