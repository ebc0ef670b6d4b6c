import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { eq, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { rateLimits } from '../db/schema';
import {
  delayAfter,
  FIRST_DELAY_MS,
  FORGET_AFTER_MS,
  type ThrottlePolicy,
  type ThrottleStore,
} from './login-throttle';

/**
 * Every anti-abuse counter of the site behind one interface: the growing login delay
 * (`take`, `forgive`, `clear`) and the fixed windows of registrations and reset requests (`hit`).
 * In memory, each instance counts alone; in the database, every instance sharing it counts against
 * the same budget, so an attacker gains nothing by spreading requests across them.
 */
export interface RateLimitStore extends ThrottleStore {
  /**
   * Atomically counts one hit on `key` in a window of `windowMs` that starts with the window's
   * first hit; returns the hits counted in it so far (this one included) and when it ends.
   */
  hit(key: string, windowMs: number, now: number): Promise<{ hits: number; resetAtMs: number }>;
  /** Deletes the counters that have expired at `now` (bounded growth); returns how many. */
  purge(now: number): Promise<number>;
}

export type RateLimitStoreKind = 'memory' | 'database';

export function createRateLimitStore(kind: RateLimitStoreKind, db: Database): RateLimitStore {
  return kind === 'database' ? createDatabaseRateLimitStore(db) : createMemoryRateLimitStore();
}

interface Entry {
  hits: number;
  lastHitMs: number;
  expiresAtMs: number;
}

/**
 * A bounded map: a spray of random emails cannot grow it without limit. Entries are kept in
 * last-use order, so the oldest go first when it is full, and expired ones are swept.
 */
export function createMemoryRateLimitStore(maxEntries = 100_000): RateLimitStore {
  const entries = new Map<string, Entry>();
  const live = (key: string, now: number) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAtMs <= now) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  const put = (key: string, entry: Entry, now: number) => {
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size <= maxEntries) return;
    for (const [oldKey, old] of entries) {
      if (entries.size <= maxEntries && old.expiresAtMs > now) break;
      entries.delete(oldKey);
    }
  };
  return {
    async take(key, policy, now) {
      const entry = live(key, now);
      const delay = entry ? delayAfter(entry.hits, policy) : 0;
      const waitMs = entry && delay > 0 ? entry.lastHitMs + delay - now : 0;
      if (waitMs > 0) return { waitMs };
      const lastHitMs = Math.max(entry?.lastHitMs ?? now, now);
      put(key, { hits: (entry?.hits ?? 0) + 1, lastHitMs, expiresAtMs: lastHitMs + FORGET_AFTER_MS }, now);
      return { waitMs: 0 };
    },
    async forgive(key) {
      const entry = entries.get(key);
      if (!entry) return;
      if (entry.hits <= 1) entries.delete(key);
      else entry.hits -= 1;
    },
    async clear(key) {
      entries.delete(key);
    },
    async hit(key, windowMs, now) {
      const entry = live(key, now);
      const next = entry
        ? { ...entry, hits: entry.hits + 1, lastHitMs: now }
        : { hits: 1, lastHitMs: now, expiresAtMs: now + windowMs };
      put(key, next, now);
      return { hits: next.hits, resetAtMs: next.expiresAtMs };
    },
    async purge(now) {
      let purged = 0;
      for (const [key, entry] of entries) {
        if (entry.expiresAtMs <= now) {
          entries.delete(key);
          purged += 1;
        }
      }
      return purged;
    },
  };
}

/** delayAfter() of login-throttle.ts in SQL, over the row's failures. */
export const delayAfterSql = (failures: SQL | typeof rateLimits.hits, policy: ThrottlePolicy) =>
  sql`(case when ${failures} < ${policy.free}::integer then 0::float8
    else least(${FIRST_DELAY_MS}::float8 * power(2::float8, least(${failures} - ${policy.free}::integer, 40)),
               ${policy.capMs}::float8) end)`;

type Rows<T> = { rows: T[] };

/**
 * One row per key in `rate_limits`. Each decision is a single INSERT … ON CONFLICT … DO UPDATE:
 * PostgreSQL takes the row's lock and evaluates the condition on its latest version, so two
 * instances cannot both spend the last free slot, and no transaction is held open meanwhile.
 */
export function createDatabaseRateLimitStore(db: Database): RateLimitStore {
  const expired = (now: number) => sql`${rateLimits.expiresAtMs} <= ${now}::bigint`;
  return {
    async take(key, policy, now) {
      const taken = await db
        .insert(rateLimits)
        .values({ key, hits: 1, lastHitMs: now, expiresAtMs: now + FORGET_AFTER_MS })
        .onConflictDoUpdate({
          target: rateLimits.key,
          // Requests reach the database in another order than their clocks were read, and instances'
          // clocks differ a little: the last hit never goes back in time, and a free attempt passes
          // whatever `now` says.
          set: {
            hits: sql`case when ${expired(now)} then 1 else ${rateLimits.hits} + 1 end`,
            lastHitMs: sql`greatest(${rateLimits.lastHitMs}, ${now}::bigint)`,
            expiresAtMs: sql`greatest(${rateLimits.lastHitMs}, ${now}::bigint) + ${FORGET_AFTER_MS}::bigint`,
          },
          // Not met: the row is left as it was and nothing is returned (refused, not counted).
          setWhere: sql`${expired(now)} or ${rateLimits.hits} < ${policy.free}::integer
            or ${rateLimits.lastHitMs} + ${delayAfterSql(rateLimits.hits, policy)} <= ${now}::bigint`,
        })
        .returning({ hits: rateLimits.hits });
      if (taken.length > 0) return { waitMs: 0 };
      // The refusal was decided above; this read only tells how long is left. A row changed in
      // between (a forgive, a clear) still counts as a refusal, of one millisecond at least.
      const [row] = await db
        .select({
          waitMs: sql<number>`(${rateLimits.lastHitMs} + ${delayAfterSql(rateLimits.hits, policy)} - ${now}::bigint)::float8`,
        })
        .from(rateLimits)
        .where(eq(rateLimits.key, key));
      return { waitMs: Math.max(1, Number(row?.waitMs ?? 1)) };
    },
    async forgive(key) {
      // A row at zero behaves as no row (`free` is 1 at least) and goes with the next purge.
      await db
        .update(rateLimits)
        .set({ hits: sql`greatest(${rateLimits.hits} - 1, 0)` })
        .where(eq(rateLimits.key, key));
    },
    async clear(key) {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
    async hit(key, windowMs, now) {
      const [row] = await db
        .insert(rateLimits)
        .values({ key, hits: 1, lastHitMs: now, expiresAtMs: now + windowMs })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            hits: sql`case when ${expired(now)} then 1 else ${rateLimits.hits} + 1 end`,
            lastHitMs: now,
            expiresAtMs: sql`case when ${expired(now)} then ${now + windowMs}::bigint else ${rateLimits.expiresAtMs} end`,
          },
        })
        .returning({ hits: rateLimits.hits, resetAtMs: rateLimits.expiresAtMs });
      if (!row) throw new Error('rate limit upsert returned no row');
      return row;
    },
    async purge(now) {
      const result = (await db.execute(
        sql`with purged as (delete from ${rateLimits} where ${lte(rateLimits.expiresAtMs, now)} returning 1)
            select count(*)::integer as count from purged`,
      )) as unknown as Rows<{ count: number }>;
      return result.rows[0]?.count ?? 0;
    },
  };
}

/**
 * @fastify/rate-limit's store contract (one instance for the plugin, `child` per limiter) over a
 * RateLimitStore: registrations and reset requests keep the plugin's limiter, counted in our store.
 */
export function fastifyRateLimitStore(store: RateLimitStore, clock: () => number): FastifyRateLimitStoreCtor {
  return class implements FastifyRateLimitStore {
    incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number) {
      const now = clock();
      store.hit(key, timeWindow, now).then(
        ({ hits, resetAtMs }) => callback(null, { current: hits, ttl: Math.max(0, resetAtMs - now) }),
        (error: Error) => callback(error),
      );
    }
    child() {
      return this;
    }
  };
}
