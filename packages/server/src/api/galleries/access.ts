import { createHash, timingSafeEqual } from 'node:crypto';
import { frenchDayInWords, galleryMessages, studioDay } from '@lapm/contracts';
import { and, eq, gt } from 'drizzle-orm';
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
/** Wrong codes allowed per window, from one address and on one album: the next try is refused. */
export const WRONG_CODES_ALLOWED = 10;
export const WRONG_CODE_WINDOW_MS = 15 * 60 * 1000;

/** Who is looking: the admin, the album's owner with her session, or a browser the code let in. */
export type Viewer = 'admin' | 'owner' | 'code';

export const accessCookieName = (albumId: number) => `lapm_gallery_${albumId}`;
/** The album's own API paths only: the cookie goes nowhere else, not even to another album. */
export const accessCookiePath = (albumId: number) => `/api/galleries/${albumId}`;

const digest = (text: string) => createHash('sha256').update(text).digest('hex');

/** Compares without telling, by its timing, how much of the code was right. */
function sameCode(given: string, expected: string): boolean {
  const a = Buffer.from(digest(given), 'hex');
  const b = Buffer.from(digest(expected), 'hex');
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

  async function codeLetIn(request: FastifyRequest, album: GalleryAlbum): Promise<boolean> {
    const token = request.cookies[accessCookieName(album.id)];
    if (!token) return false;
    const [row] = await db
      .select({ codeDigest: galleryAccessTokens.codeDigest })
      .from(galleryAccessTokens)
      .where(
        and(
          eq(galleryAccessTokens.tokenHash, hashToken(token)),
          eq(galleryAccessTokens.albumId, album.id),
          gt(galleryAccessTokens.expiresAt, clock()),
        ),
      );
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
    const album = await findGalleryAlbum(db, albumId);
    if (!album) throw galleryNotFound();
    const session = await sessionOf(request);
    if (session?.user.role === 'admin') return { album, viewer: 'admin' };
    if (expired(album)) throw galleryNotFound();
    if (session && session.user.id === album.userId) return { album, viewer: 'owner' };
    if (await codeLetIn(request, album)) return { album, viewer: 'code' };
    throw galleryNotFound();
  }

  const keys = (request: FastifyRequest, albumId: number) => [
    `gallery-code-ip:${clientAddressKey(request)}`,
    `gallery-code-album:${albumId}`,
  ];

  /**
   * The access code: right, the browser gets a cookie for this album alone; wrong, a 401. Only
   * wrong codes count: past WRONG_CODES_ALLOWED from one address or on one album within the
   * window, every try is refused (429) until it ends, the right code included.
   */
  async function open(request: FastifyRequest, reply: FastifyReply, albumId: number, code: string) {
    const album = await findGalleryAlbum(db, albumId);
    const now = clock().getTime();
    const counted: string[] = [];
    for (const key of rateLimits ? keys(request, albumId) : []) {
      const { hits, resetAtMs } = await store.hit(key, WRONG_CODE_WINDOW_MS, now);
      counted.push(key);
      if (hits > WRONG_CODES_ALLOWED) {
        // A refused try is not a wrong code: waiting out the window is enough.
        for (const taken of counted) await store.forgive(taken);
        const seconds = Math.max(1, Math.ceil((resetAtMs - now) / 1000));
        throw new HttpError(429, galleryMessages.tooManyTries, { 'retry-after': String(seconds) });
      }
    }
    // An unknown album answers as a wrong code: the form tells nothing of what exists.
    if (!album || !sameCode(code, album.accessCode)) {
      throw new HttpError(401, galleryMessages.wrongCode);
    }
    // The right code of an ended album: she is told it ended, and whom to ask (410).
    if (expired(album)) throw new HttpError(410, expiredMessage(album.availableUntil as string));
    for (const key of counted) await store.forgive(key);
    const token = newLinkToken();
    const expiresAt = new Date(clock().getTime() + ACCESS_TTL_MS);
    await db.insert(galleryAccessTokens).values({
      tokenHash: hashToken(token),
      albumId,
      codeDigest: digest(album.accessCode),
      expiresAt,
    });
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
