import { and, desc, eq, gt, notInArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/database';
import { galleryAccessTokens, galleryGuests } from '../../db/schema';
import { hashToken, newLinkToken } from '../auth/tokens';
import {
  ACCESS_TOKENS_PER_ALBUM,
  ACCESS_TTL_MS,
  accessCookieName,
  comparableCode,
  digest,
  type GalleryAlbum,
  galleryNotFound,
} from './access';

/** The row of the browser this album already let in, if it sends its cookie: it is renewed, not added. */
const tokenOf = (request: FastifyRequest, albumId: number) => {
  const token = request.cookies[accessCookieName(albumId)];
  return token ? hashToken(token) : null;
};

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type TokenRow = { tokenHash: string; codeDigest: string; expiresAt: Date; guestId?: number };

/**
 * The browser's row renewed when it had one, a new row otherwise; then the album's rows are
 * bounded (ACCESS_TOKENS_PER_ALBUM, newest kept) and those of an older code, which open nothing, go.
 */
async function keepToken(tx: Transaction, albumId: number, previous: string | null, row: TokenRow) {
  const renewed = previous
    ? await tx
        .update(galleryAccessTokens)
        .set(row)
        .where(and(eq(galleryAccessTokens.tokenHash, previous), eq(galleryAccessTokens.albumId, albumId)))
        .returning({ tokenHash: galleryAccessTokens.tokenHash })
    : [];
  if (renewed.length === 0) await tx.insert(galleryAccessTokens).values({ ...row, albumId });
  const kept = tx
    .select({ tokenHash: galleryAccessTokens.tokenHash })
    .from(galleryAccessTokens)
    .where(and(eq(galleryAccessTokens.albumId, albumId), eq(galleryAccessTokens.codeDigest, row.codeDigest)))
    .orderBy(desc(galleryAccessTokens.expiresAt))
    .limit(ACCESS_TOKENS_PER_ALBUM);
  await tx
    .delete(galleryAccessTokens)
    .where(and(eq(galleryAccessTokens.albumId, albumId), notInArray(galleryAccessTokens.tokenHash, kept)));
}

/**
 * The guest named `name` on this album: the same name, case and spaces aside, is the same guest
 * (and list) from any browser that holds the code. A name identifies, it does not prove: all of
 * them hold the same code, and none can reach the owner's selection.
 */
async function guestNamed(db: Database, albumId: number, name: string): Promise<number> {
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

/** The browsers an album's code let in: their tokens, and the guest each one named. */
export function createAccessTokens(db: Database, clock: () => Date) {
  // Every preview a guest loads asks it: a prepared statement, planned once per connection.
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

  return {
    /** The browser's live token row for the album (with the guest it named), or null. */
    async codeLetIn(request: FastifyRequest, album: GalleryAlbum) {
      const token = request.cookies[accessCookieName(album.id)];
      if (!token) return null;
      const [row] = await liveToken.execute({ tokenHash: hashToken(token), albumId: album.id, now: clock() });
      // A new code shuts out the browsers the old one let in.
      return row && row.codeDigest === digest(album.accessCode) ? row : null;
    },

    /** This browser's token (already let in) now speaks for the guest named `name`. */
    async nameGuest(request: FastifyRequest, albumId: number, name: string) {
      const tokenHash = tokenOf(request, albumId);
      if (!tokenHash) throw galleryNotFound();
      const guestId = await guestNamed(db, albumId, name);
      await db
        .update(galleryAccessTokens)
        .set({ guestId })
        .where(and(eq(galleryAccessTokens.tokenHash, tokenHash), eq(galleryAccessTokens.albumId, albumId)));
      return guestId;
    },

    /** The browser's token for the album, kept (keepToken) with the guest it names. */
    async letIn(request: FastifyRequest, album: GalleryAlbum, guest: string | undefined) {
      const token = newLinkToken();
      const expiresAt = new Date(clock().getTime() + ACCESS_TTL_MS);
      // A name given now names this browser's guest; none given keeps the one it named before.
      const guestId = guest ? await guestNamed(db, album.id, guest) : undefined;
      const row = {
        tokenHash: hashToken(token),
        codeDigest: digest(album.accessCode),
        expiresAt,
        ...(guestId === undefined ? {} : { guestId }),
      };
      const previous = tokenOf(request, album.id);
      await db.transaction((tx) => keepToken(tx, album.id, previous, row));
      return { token, expiresAt };
    },
  };
}
