import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { sql } from 'drizzle-orm';
import { type DatabaseHandle, openDatabase } from '../db/database';
import { rateLimits } from '../db/schema';
import { openTestDatabase } from '../testing/server';
import {
  accountPolicy,
  addressPolicy,
  delayAfter,
  FORGET_AFTER_MS,
  type ThrottlePolicy,
} from './login-throttle';
import {
  createDatabaseRateLimitStore,
  createMemoryRateLimitStore,
  delayAfterSql,
  type RateLimitStore,
} from './rate-limit-store';

/**
 * One behaviour, two stores: every test below runs against the memory store and the database
 * store (PGlite, or PostgreSQL with DATABASE_URL). Times are passed in, so nothing sleeps.
 */
let testDatabase: Awaited<ReturnType<typeof openTestDatabase>>;
/** A second connection pool to the same schema on PostgreSQL: another instance of the server. */
let secondPool: DatabaseHandle | undefined;
beforeAll(async () => {
  testDatabase = await openTestDatabase();
  if (testDatabase.config.databaseUrl) secondPool = await openDatabase(testDatabase.config);
});
afterAll(async () => {
  await secondPool?.close();
  await testDatabase?.close();
});

interface Variant {
  /** A store with nothing counted yet. */
  fresh(): Promise<RateLimitStore>;
  /** Stores that count together (several instances of the server), all starting empty. */
  sharing(): Promise<RateLimitStore[]>;
}

const variants: [string, Variant][] = [
  [
    'memory',
    {
      fresh: async () => createMemoryRateLimitStore(),
      // The memory store is one process's: nothing to share.
      sharing: async () => [createMemoryRateLimitStore()],
    },
  ],
  [
    'database',
    {
      fresh: async () => {
        await testDatabase.database.db.delete(rateLimits);
        return createDatabaseRateLimitStore(testDatabase.database.db);
      },
      sharing: async () => {
        await testDatabase.database.db.delete(rateLimits);
        return [testDatabase.database, secondPool ?? testDatabase.database].map((handle) =>
          createDatabaseRateLimitStore(handle.db),
        );
      },
    },
  ],
];

const T0 = 1_800_000_000_000;
const policy: ThrottlePolicy = { free: 3, capMs: 10_000 };

let n = 0;
/** A key no other test has used (the counter runs across the whole file). */
const key = (name: string) => {
  n += 1;
  return `${name}:${n}`;
};

describe.each(variants)('%s rate-limit store', (_kind, variant) => {
  let store: RateLimitStore;
  beforeAll(async () => {
    store = await variant.fresh();
  });

  describe('login throttle (take, forgive, clear)', () => {
    it('lets the free attempts through, then refuses for the first delay', async () => {
      const k = key('free');
      for (let i = 0; i < policy.free; i++) expect(await store.take(k, policy, T0)).toEqual({ waitMs: 0 });
      expect(await store.take(k, policy, T0)).toEqual({ waitMs: 2000 });
      expect(await store.take(k, policy, T0 + 500)).toEqual({ waitMs: 1500 });
    });

    it('does not count refused attempts, and doubles the delay up to the cap', async () => {
      const k = key('double');
      let now = T0;
      for (let i = 0; i < policy.free; i++) await store.take(k, policy, now);
      const waits: number[] = [];
      for (let i = 0; i < 6; i++) {
        const { waitMs } = await store.take(k, policy, now);
        waits.push(waitMs);
        // Hammering during the delay changes nothing.
        for (let j = 0; j < 3; j++) expect((await store.take(k, policy, now + 1)).waitMs).toBe(waitMs - 1);
        now += waitMs;
        expect(await store.take(k, policy, now)).toEqual({ waitMs: 0 });
      }
      expect(waits).toEqual([2000, 4000, 8000, 10_000, 10_000, 10_000]);
    });

    it('takes back a forgiven attempt', async () => {
      const k = key('forgive');
      for (let i = 0; i < policy.free; i++) await store.take(k, policy, T0);
      await store.forgive(k);
      expect(await store.take(k, policy, T0)).toEqual({ waitMs: 0 });
      expect((await store.take(k, policy, T0)).waitMs).toBe(2000);
      // Forgiving more than was taken leaves the key at no failures, never below.
      const other = key('forgive-more');
      await store.take(other, policy, T0);
      for (let i = 0; i < 3; i++) await store.forgive(other);
      await store.forgive(key('never-taken'));
      for (let i = 0; i < policy.free; i++)
        expect(await store.take(other, policy, T0)).toEqual({ waitMs: 0 });
      expect((await store.take(other, policy, T0)).waitMs).toBe(2000);
    });
  });
});

describe.each(variants)('%s rate-limit store', (_kind, variant) => {
  let store: RateLimitStore;
  beforeAll(async () => {
    store = await variant.fresh();
  });

  describe('login throttle (take, forgive, clear)', () => {
    it('forgets a cleared key at once', async () => {
      const k = key('clear');
      for (let i = 0; i <= policy.free; i++) await store.take(k, policy, T0);
      expect((await store.take(k, policy, T0)).waitMs).toBeGreaterThan(0);
      await store.clear(k);
      expect(await store.take(k, policy, T0)).toEqual({ waitMs: 0 });
    });

    it('forgets the failures FORGET_AFTER_MS after the last one', async () => {
      const k = key('forget');
      for (let i = 0; i < policy.free + 2; i++) await store.take(k, policy, T0 + i * policy.capMs);
      const last = T0 + (policy.free + 1) * policy.capMs;
      expect((await store.take(k, policy, last + FORGET_AFTER_MS - 1)).waitMs).toBe(0);
      // That attempt counted: the count goes on, it did not start afresh.
      expect((await store.take(k, policy, last + FORGET_AFTER_MS - 1)).waitMs).toBe(10_000);
      const later = last + 2 * FORGET_AFTER_MS;
      for (let i = 0; i < policy.free; i++) expect(await store.take(k, policy, later)).toEqual({ waitMs: 0 });
      expect((await store.take(k, policy, later)).waitMs).toBe(2000);
    });

    it('keeps keys apart', async () => {
      const a = key('a');
      const b = key('b');
      for (let i = 0; i <= policy.free; i++) await store.take(a, policy, T0);
      expect((await store.take(a, policy, T0)).waitMs).toBe(2000);
      expect(await store.take(b, policy, T0)).toEqual({ waitMs: 0 });
    });

    it('lets a free attempt through even when its clock is behind the last hit', async () => {
      // Requests reach the store in another order than they read the clock.
      const k = key('clock');
      await store.take(k, policy, T0 + 1000);
      expect(await store.take(k, policy, T0)).toEqual({ waitMs: 0 });
      expect(await store.take(k, policy, T0 + 500)).toEqual({ waitMs: 0 });
      expect((await store.take(k, policy, T0 + 500)).waitMs).toBe(2500);
    });
  });
});

describe.each(variants)('%s rate-limit store', (_kind, variant) => {
  let store: RateLimitStore;
  beforeAll(async () => {
    store = await variant.fresh();
  });

  describe('fixed window (hit)', () => {
    it('counts the hits of a window that starts with its first hit', async () => {
      const k = key('window');
      expect(await store.hit(k, 60_000, T0)).toEqual({ hits: 1, resetAtMs: T0 + 60_000 });
      expect(await store.hit(k, 60_000, T0 + 10_000)).toEqual({ hits: 2, resetAtMs: T0 + 60_000 });
      expect(await store.hit(k, 60_000, T0 + 59_999)).toEqual({ hits: 3, resetAtMs: T0 + 60_000 });
      expect(await store.hit(key('window-other'), 60_000, T0 + 59_999)).toEqual({
        hits: 1,
        resetAtMs: T0 + 119_999,
      });
    });

    it('starts a new window once the last one is over', async () => {
      const k = key('window-next');
      await store.hit(k, 60_000, T0);
      await store.hit(k, 60_000, T0 + 1);
      expect(await store.hit(k, 60_000, T0 + 60_000)).toEqual({ hits: 1, resetAtMs: T0 + 120_000 });
      expect(await store.hit(k, 60_000, T0 + 60_001)).toEqual({ hits: 2, resetAtMs: T0 + 120_000 });
    });
  });

  describe('purge', () => {
    it('deletes what has expired and keeps the rest', async () => {
      const purging = await variant.fresh();
      const now = T0 + 10 * FORGET_AFTER_MS;
      await purging.hit('short', 1000, now);
      await purging.hit('long', 60_000, now);
      await purging.take('login', policy, now);
      expect(await purging.purge(now + 999)).toBe(0);
      expect(await purging.purge(now + 1000)).toBe(1);
      expect(await purging.purge(now + 1000)).toBe(0);
      expect(await purging.hit('long', 60_000, now + 1000)).toEqual({ hits: 2, resetAtMs: now + 60_000 });
      expect(await purging.purge(now + FORGET_AFTER_MS)).toBe(2);
      expect(await purging.hit('long', 60_000, now + FORGET_AFTER_MS)).toMatchObject({ hits: 1 });
    });
  });
});

describe.each(variants)('%s rate-limit store', (_kind, variant) => {
  describe('concurrency', () => {
    const N = 40;
    /** N calls at once, spread over the instances that share the store. */
    const burst = async <T>(call: (store: RateLimitStore, i: number) => Promise<T>) => {
      const stores = await variant.sharing();
      return Promise.all(
        Array.from({ length: N }, (_, i) => call(stores[i % stores.length] as RateLimitStore, i)),
      );
    };

    it('lets exactly one of N simultaneous attempts through one free slot', async () => {
      const results = await burst((s) =>
        s.take('login-account:one@exemple.fr', { free: 1, capMs: 60_000 }, Date.now()),
      );
      expect(results.filter((r) => r.waitMs === 0)).toHaveLength(1);
    });

    it('lets exactly the free attempts through, whatever the order of the clocks', async () => {
      const results = await burst((s, i) => s.take('login-ip:192.0.2.1', accountPolicy, T0 + ((i * 7) % N)));
      expect(results.filter((r) => r.waitMs === 0)).toHaveLength(accountPolicy.free);
    });

    it('gives each of N simultaneous hits its own count', async () => {
      const results = await burst((s) => s.hit('register-ip:192.0.2.2', 3_600_000, Date.now()));
      expect(results.map((r) => r.hits).sort((a, b) => a - b)).toEqual(
        Array.from({ length: N }, (_, i) => i + 1),
      );
      expect(new Set(results.map((r) => r.resetAtMs)).size).toBe(1);
    });
  });
});

describe('memory rate-limit store', () => {
  it('stays within its size, the least recently used keys going first', async () => {
    const store = createMemoryRateLimitStore(3);
    for (const k of ['a', 'b', 'c']) await store.hit(k, 60_000, T0);
    // "a" is used again: "b" is now the oldest, and goes when "d" comes.
    await store.hit('a', 60_000, T0);
    await store.hit('d', 60_000, T0);
    expect((await store.hit('a', 60_000, T0)).hits).toBe(3);
    expect((await store.hit('b', 60_000, T0)).hits).toBe(1);
    expect(await store.purge(T0 + 60_000)).toBe(3);
  });
});

describe('database rate-limit store', () => {
  it('computes the delay in SQL exactly as delayAfter does', async () => {
    for (const p of [policy, accountPolicy, addressPolicy]) {
      const failures = Array.from({ length: 80 }, (_, i) => i);
      const { rows } = (await testDatabase.database.db.execute(
        sql`select f, ${delayAfterSql(sql`f`, p)} as delay from unnest(${`{${failures.join(',')}}`}::integer[]) as f order by f`,
      )) as unknown as { rows: { f: number; delay: number }[] };
      expect(rows.map((r) => Number(r.delay))).toEqual(failures.map((f) => delayAfter(f, p)));
    }
  });

  it('keeps one row per key, and none after a purge', async () => {
    const db = testDatabase.database.db;
    await db.delete(rateLimits);
    const store = createDatabaseRateLimitStore(db);
    for (let i = 0; i < 5; i++) await store.hit('register-ip:192.0.2.3', 60_000, T0);
    await store.take('login-ip:192.0.2.3', policy, T0);
    expect(await db.select().from(rateLimits).orderBy(rateLimits.key)).toEqual([
      { key: 'login-ip:192.0.2.3', hits: 1, lastHitMs: T0, expiresAtMs: T0 + FORGET_AFTER_MS },
      { key: 'register-ip:192.0.2.3', hits: 5, lastHitMs: T0, expiresAtMs: T0 + 60_000 },
    ]);
    await store.purge(T0 + FORGET_AFTER_MS);
    expect(await db.select().from(rateLimits)).toEqual([]);
  });
});
