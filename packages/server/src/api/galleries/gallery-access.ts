import { galleryMessages, studioDay } from '@lapm/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { albums, users } from '../../db/schema';
import { sessionCookieOf } from '../auth/cookie';
import { verifyPassword } from '../auth/passwords';
import type { SessionStore } from '../auth/sessions';
import { HttpError } from '../errors';
import type { RateLimitStore } from '../rate-limit-store';
import {
  ACCESS_TTL_MS,
  accessCookieName,
  accessCookiePath,
  accessPageCookiePath,
  comparableCode,
  expiredMessage,
  expiredOn,
  findGalleryAlbum,
  type GalleryAlbum,
  galleryAlbumColumns,
  galleryNotFound,
  sameCode,
  type Viewer,
} from './access';
import { createAccessTokens } from './access-tokens';
import { type AccessTries, createAccessTries } from './access-tries';

interface AccessContext {
  db: Database;
  sessions: SessionStore;
  config: Config;
  store: RateLimitStore;
  rateLimits: boolean;
  clock: () => Date;
}

type AccessTokens = ReturnType<typeof createAccessTokens>;

/**
 * The album a code alone opens (« Accéder à une galerie »): the one album still open whose code
 * it is, compared as `open` does; an ended one when only ended ones have it (410 then tells her);
 * 0 when none has it (answered as a wrong code). Codes are not refused when two albums share one
 * (the admin is warned at save): then the code alone cannot choose, and says so.
 */
async function albumOfCode(db: Database, clock: () => Date, code: string): Promise<number> {
  const key = comparableCode(code);
  if (!key) return 0;
  const rows = await db
    .select({ id: albums.id, availableUntil: albums.availableUntil })
    .from(albums)
    .where(sql`lower(regexp_replace(${albums.accessCode}, '\\s', '', 'g')) = ${key}`);
  const open = rows.filter((row) => row.availableUntil === null || row.availableUntil >= studioDay(clock()));
  if (open.length > 1) throw new HttpError(409, galleryMessages.codeAmbiguous);
  return (open[0] ?? rows[0])?.id ?? 0;
}

/** The browser's cookie for this album alone: its API and its page (docs/decisions/0023). */
function setAccessCookies(
  reply: FastifyReply,
  albumId: number,
  access: { token: string; expiresAt: Date },
  secure: boolean,
) {
  for (const path of [accessCookiePath(albumId), accessPageCookiePath(albumId)]) {
    reply.setCookie(accessCookieName(albumId), access.token, {
      path,
      httpOnly: true,
      sameSite: 'lax',
      secure,
      expires: access.expiresAt,
    });
  }
}

/**
 * The album and who is looking, or a 404 for anyone else: another client, a visitor without the
 * code, an album that does not exist. None of them learns which it is.
 */
function createViewerOf({ db, sessions, clock }: AccessContext, tokens: AccessTokens) {
  // Every preview a guest loads asks it: a prepared statement, planned once per connection.
  const albumById = db
    .select(galleryAlbumColumns)
    .from(albums)
    .innerJoin(users, eq(users.id, albums.userId))
    .where(eq(albums.id, sql.placeholder('id')))
    .prepare('gallery_album_by_id');

  return async (
    request: FastifyRequest,
    albumId: number,
  ): Promise<{ album: GalleryAlbum; viewer: Viewer; guestId: number | null }> => {
    const [album] = await albumById.execute({ id: albumId });
    if (!album) throw galleryNotFound();
    const token = sessionCookieOf(request);
    // A session that has expired is only no session here: the code may still open the album.
    const session = token ? await sessions.authenticate(token) : null;
    if (session?.user.role === 'admin') return { album, viewer: 'admin', guestId: null };
    // Its owner, or a browser its code let in, knows the album: an ended one tells them so and
    // whom to ask (410), as the right code does. Anyone else learns nothing (404).
    const ended = async () => new HttpError(410, await expiredMessage(db, album.availableUntil as string));
    if (session && session.user.id === album.userId) {
      if (expiredOn(album, clock())) throw await ended();
      return { album, viewer: 'owner', guestId: null };
    }
    const row = await tokens.codeLetIn(request, album);
    if (row) {
      if (expiredOn(album, clock())) throw await ended();
      return { album, viewer: 'code', guestId: row.guestId };
    }
    throw galleryNotFound();
  };
}

/**
 * The download PIN, from someone the album already lets in, counted as the access code is (its
 * own counters): a PIN of four digits would otherwise be found in 10,000 tries. The argon2
 * check takes as long whatever the PIN, and as long when the album has none.
 */
async function checkDownloadPin(
  tries: AccessTries,
  now: number,
  request: FastifyRequest,
  album: GalleryAlbum,
  pin: string,
) {
  return tries.throughAddress(request, 'pin', now, async (addressKey) => {
    const right = await verifyPassword(album.downloadPinHash ?? undefined, pin);
    if (!right || album.downloadPinHash === null) {
      throw await tries.wrongTry('pin', album.id, now, galleryMessages.wrongDownloadPin);
    }
    await tries.forgive(addressKey);
    return { hash: album.downloadPinHash, expiresAt: new Date(now + ACCESS_TTL_MS) };
  });
}

/** Who may see a gallery, and the code and download PIN that let a browser in. */
export function createGalleryAccess(context: AccessContext) {
  const { db, config, clock } = context;
  const tries = createAccessTries(context.store, context.rateLimits, config);
  const tokens = createAccessTokens(db, clock);

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
    const album = await tries.throughAddress(request, 'code', now, async (addressKey) => {
      // Found after the address is counted: a code tried alone is a try like any other.
      const albumId = albumOrCode === 'by-code' ? await albumOfCode(db, clock, code) : albumOrCode;
      const album = await findGalleryAlbum(db, albumId);
      // An unknown album answers as a wrong code: the form tells nothing of what exists.
      if (!album || !sameCode(code, album.accessCode)) {
        throw await tries.wrongTry('code', albumId, now, galleryMessages.wrongCode);
      }
      // The right code of an ended album: she is told it ended, and whom to ask (410).
      if (expiredOn(album, clock())) {
        throw new HttpError(410, await expiredMessage(db, album.availableUntil as string));
      }
      await tries.forgive(addressKey);
      return album;
    });
    setAccessCookies(reply, album.id, await tokens.letIn(request, album, guest), config.httpsOnly);
    return album.id;
  }

  return {
    viewerOf: createViewerOf(context, tokens),
    open,
    /** Past its last day, the album is the admin's alone (as in « Mes séances »). */
    expired: (album: GalleryAlbum) => expiredOn(album, clock()),
    albumOfCode: (code: string) => albumOfCode(db, clock, code),
    nameGuest: tokens.nameGuest,
    checkDownloadPin: (request: FastifyRequest, album: GalleryAlbum, pin: string) =>
      checkDownloadPin(tries, clock().getTime(), request, album, pin),
  };
}

export type GalleryAccess = ReturnType<typeof createGalleryAccess>;
