import { createHmac, randomBytes, randomUUID, webcrypto } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SESSION_TOKEN_KEY, type User } from '@lapm/contracts';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { sessions, users } from '../../db/schema';
import type { Clock } from '../albums/mail-queue';
import { userColumns } from '../users/users';

/** Bounded lifetime of a login; the browser compares `exp` to decide when to send back to /login. */
export const SESSION_TTL_SECONDS = 12 * 60 * 60;

/**
 * How long an instance reuses the answer of one session lookup. A session revoked by another
 * instance (or the admin command) sharing the database is refused here at most this long after
 * its revocation: well within the second the project allows. A page's burst of calls, and a
 * client polling, cost one lookup instead of one per request.
 */
export const SESSION_CACHE_MS = 500;
/** Against a flood of tokens: a forged one stays only while it is checked, a valid one needs a login. */
const SESSION_CACHE_MAX_ENTRIES = 10_000;

const DISPLAY_AUDIENCE = 'lapm-display';

export interface OpenedSession {
  /** Goes in the HttpOnly cookie only. */
  cookieToken: string;
  /** Goes to the page, which decodes it for its display. */
  displayToken: string;
  expiresAt: Date;
}

export interface Session {
  id: string;
  user: User;
  expiresAt: Date;
}

export interface SigningKeys {
  /** Signs and verifies the session cookie: the only key the server accepts. */
  session: CryptoKey;
  /** Signs the copy the page keeps for its display; never used to verify anything. */
  display: CryptoKey;
  /** Signs and verifies the time a public form was given (enquiries' minimum fill time). */
  form: CryptoKey;
}

const importHmacKey = (raw: Buffer, usages: KeyUsage[]) =>
  webcrypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, usages);

/**
 * The HS256 keys: JWT_SECRET, or on the embedded database a 256-bit secret generated on first start
 * and kept in the data folder, so that sessions survive a restart. The display key is derived from
 * it under its own label, so that a token a page script can read is never a session. Imported
 * once: verifying with a ready CryptoKey is ~30 % cheaper than importing the raw secret each time.
 */
export async function loadSigningKeys(config: Config): Promise<SigningKeys> {
  let secret = config.jwtSecret;
  if (!secret) {
    const file = join(config.dataDir, 'jwt-secret');
    if (!existsSync(file)) {
      mkdirSync(config.dataDir, { recursive: true });
      writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
    }
    secret = readFileSync(file, 'utf8').trim();
  }
  const displaySecret = createHmac('sha256', secret).update('lapm display token v1').digest();
  const formSecret = createHmac('sha256', secret).update('lapm form stamp v1').digest();
  return {
    session: await importHmacKey(Buffer.from(secret), ['sign', 'verify']),
    display: await importHmacKey(displaySecret, ['sign']),
    form: await importHmacKey(formSecret, ['sign', 'verify']),
  };
}

interface CacheEntry {
  lookup: Promise<Session | null>;
  /** Reading of the store's monotonic clock past which the entry is not used. */
  until: number;
  /** A newer lookup is under way to replace it. */
  refreshing: boolean;
}

/** The session a token stands for, read from its row: null when it is forged, expired or revoked. */
function sessionFinder(db: Database, keys: SigningKeys, clock: Clock) {
  const findActive = db
    .select({ user: userColumns, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('id')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .prepare('find_active_session');

  return async (token: string): Promise<Session | null> => {
    const claims = await readClaims(token, keys.session, clock());
    if (!claims) return null;
    const [row] = await findActive.execute({ id: claims.jti });
    if (!row || String(row.user.id) !== claims.sub) return null;
    return { id: claims.jti, user: row.user, expiresAt: row.expiresAt };
  };
}

/**
 * The lookups' cache, by the token itself: a hit is the very string that was verified, signature
 * included. A lookup is kept from its start: the requests that arrive while it runs wait for it
 * instead of each starting their own, and `forget` drops it as well when a change is made meanwhile.
 */
function cachedSessions(
  findSession: (token: string) => Promise<Session | null>,
  clock: Clock,
  monotonicNow: () => number,
) {
  const cache = new Map<string, CacheEntry>();
  const drop = (token: string, entry: CacheEntry) => {
    if (cache.get(token) === entry) cache.delete(token);
  };
  /** Entries go in the order they end: the ended ones are at the front. */
  const put = (token: string, entry: CacheEntry, now: number) => {
    cache.delete(token);
    cache.set(token, entry);
    for (const [key, { until }] of cache) {
      if (until > now && cache.size <= SESSION_CACHE_MAX_ENTRIES) break;
      cache.delete(key);
    }
  };
  /** A lookup started now, reused until SESSION_CACHE_MS after its start (so after its read). */
  const lookUp = (token: string, now: number): CacheEntry => ({
    lookup: findSession(token),
    until: now + SESSION_CACHE_MS,
    refreshing: false,
  });

  return {
    async authenticate(token: string): Promise<Session | null> {
      // Monotonic: a clock set back must not stretch an entry's life.
      const now = monotonicNow();
      const cached = cache.get(token);
      if (!cached || cached.until <= now) {
        const entry = lookUp(token, now);
        put(token, entry, now);
        // Only sessions are reused: a refusal or an error is asked again by the next request.
        entry.lookup.then(
          (session) => {
            if (!session) drop(token, entry);
          },
          () => drop(token, entry),
        );
        return entry.lookup;
      }
      // In the second half of its life, an entry in use is read again behind the requests it
      // serves: under a steady flow it is replaced before it ends, and no request waits for the
      // database (they all did, each time an entry ended under load).
      if (!cached.refreshing && now >= cached.until - SESSION_CACHE_MS / 2) {
        cached.refreshing = true;
        const next = lookUp(token, now);
        next.lookup.then(
          (session) => {
            // Forgotten or replaced meanwhile: the newer state stands.
            if (cache.get(token) !== cached) return;
            if (session) put(token, next, monotonicNow());
            else cache.delete(token);
          },
          () => {
            cached.refreshing = false;
          },
        );
      }
      const session = await cached.lookup;
      return session && session.expiresAt > clock() ? session : null;
    },
    forget: () => cache.clear(),
  };
}

/** The cookie's token and the display copy of a session. */
function sessionSigners(keys: SigningKeys, clock: Clock) {
  return {
    /** The cookie's token: who and which session row, nothing else. */
    session: (user: User, sessionId: string, expiresAt: Date) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(user.id))
        .setJti(sessionId)
        .setIssuedAt(clock())
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(keys.session),
    /**
     * What the page keeps in localStorage for its display (names, role, expiry). Signed with the
     * display key, which the server never verifies with: a script that reads it holds no credential.
     */
    display: (user: User, expiresAt: Date) =>
      new SignJWT({
        role: user.role,
        firstname: user.firstname,
        lastname: user.lastname,
        address: user.address,
        email: user.email,
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(user.id))
        .setAudience(DISPLAY_AUDIENCE)
        .setIssuedAt(clock())
        .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
        .sign(keys.display),
  };
}

/**
 * Sessions are rows keyed by the token's `jti`: a token is accepted only while its row is neither
 * revoked nor expired, and the user's current role and data come from the database, not the claims.
 * Each answer is reused for SESSION_CACHE_MS (see `forgetCached` for changes made on this instance),
 * as measured by `monotonicNow`, which tests move forward instead of waiting.
 */
export function createSessionStore(
  db: Database,
  keys: SigningKeys,
  clock: Clock,
  monotonicNow: () => number = () => performance.now(),
) {
  const sign = sessionSigners(keys, clock);
  const cached = cachedSessions(sessionFinder(db, keys, clock), clock, monotonicNow);
  return {
    /** The display copy of a session whose user data changed (same session, same expiry). */
    display: sign.display,

    /** Opens a new session for the user, inside `executor` when it is a transaction. */
    async open(executor: Database, user: User): Promise<OpenedSession> {
      const id = randomUUID();
      const expiresAt = new Date(clock().getTime() + SESSION_TTL_SECONDS * 1000);
      await executor.insert(sessions).values({ id, userId: user.id, expiresAt });
      return {
        cookieToken: await sign.session(user, id, expiresAt),
        displayToken: await sign.display(user, expiresAt),
        expiresAt,
      };
    },

    /** The session a token stands for, or null when it is forged, expired or revoked. */
    authenticate: cached.authenticate,

    /**
     * Drops every cached answer. Called once a change made through this instance (a logout, a new
     * password, a deleted account, an edited user) is committed and before it is answered, so
     * that this instance refuses a revoked session at once. A lookup under way goes too: it may have
     * read the row before the change, so only the requests already waiting for it get its answer.
     */
    forgetCached() {
      cached.forget();
    },

    /** Reads the session id of a token without requiring it to be active (logout). */
    async sessionIdOf(token: string): Promise<string | null> {
      return (await readClaims(token, keys.session, clock()))?.jti ?? null;
    },

    async revoke(sessionId: string) {
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },

    revokeAllOf: revokeAllSessionsOf,

    /** Rows of sessions that can no longer be used serve nothing after a day. */
    async purge() {
      const dayAgo = sql`now() - interval '1 day'`;
      await db.delete(sessions).where(or(lt(sessions.expiresAt, dayAgo), lt(sessions.revokedAt, dayAgo)));
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/** A password change or reset logs every device out. Returns how many sessions were open. */
export async function revokeAllSessionsOf(executor: Database, userId: number): Promise<number> {
  const revoked = await executor
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
    .returning({ id: sessions.id });
  return revoked.length;
}

async function readClaims(
  token: string,
  key: CryptoKey,
  now: Date,
): Promise<{ sub: string; jti: string } | null> {
  try {
    // Only HS256: a token announcing "none" or another algorithm is refused before any check.
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: now });
    // A display token carries an audience; a session token never does.
    if (payload.aud !== undefined) return null;
    if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string') return null;
    return { sub: payload.sub, jti: payload.jti };
  } catch {
    return null;
  }
}

/** The body that hands the display token to the browser, which keeps it for its display. */
export const tokenResponse = (displayToken: string) => ({ [SESSION_TOKEN_KEY]: displayToken });
