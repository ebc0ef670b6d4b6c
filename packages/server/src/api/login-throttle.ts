import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/** Failures are forgotten this long after the last one. */
export const FORGET_AFTER_MS = 15 * 60_000;

/** How many failures pass without delay, and the longest delay imposed after more. */
export interface ThrottlePolicy {
  free: number;
  capMs: number;
}

/**
 * Per account, the delay stops at one minute: an attacker who knows a client's email can slow
 * their login down, never lock them out for long. Per address, it grows to five minutes: only
 * the visitors sharing that address (a NAT) wait, and guessing across many accounts is slowed.
 */
export const accountPolicy: ThrottlePolicy = { free: 5, capMs: 60_000 };
export const addressPolicy: ThrottlePolicy = { free: 30, capMs: 5 * 60_000 };

/** After `failures` failures: nothing, then 2 s, 4 s, 8 s… up to the cap. */
export function delayAfter(failures: number, policy: ThrottlePolicy): number {
  if (failures < policy.free) return 0;
  return Math.min(2000 * 2 ** (failures - policy.free), policy.capMs);
}

/**
 * Where failure counts live. In memory for one instance; several instances behind a load
 * balancer need a shared store (PostgreSQL) so that an attacker cannot spread guesses across them.
 */
export interface ThrottleStore {
  /**
   * Atomically: refuses with the milliseconds left when the key is still in its delay; otherwise
   * counts one attempt (as a failure until forgiven) and allows it. Two concurrent attempts cannot
   * both pass through one free slot.
   */
  take(key: string, policy: ThrottlePolicy, now: number): Promise<{ waitMs: number }>;
  /** Takes back one attempt of `take` (it succeeded, or another check refused it). */
  forgive(key: string): Promise<void>;
  /** Forgets the key's failures (a successful login to that account). */
  clear(key: string): Promise<void>;
}

interface Entry {
  failures: number;
  last: number;
}

/**
 * A bounded map: a spray of random emails cannot grow it without limit. Entries are kept in
 * last-use order, so the oldest go first when it is full, and forgotten ones are swept.
 */
export function createMemoryThrottleStore(maxEntries = 100_000): ThrottleStore {
  const entries = new Map<string, Entry>();
  const live = (key: string, now: number) => {
    const entry = entries.get(key);
    if (entry && now - entry.last > FORGET_AFTER_MS) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async take(key, policy, now) {
      const entry = live(key, now) ?? { failures: 0, last: now };
      const waitMs = entry.last + delayAfter(entry.failures, policy) - now;
      if (waitMs > 0) return { waitMs };
      entries.delete(key);
      entries.set(key, { failures: entry.failures + 1, last: now });
      if (entries.size > maxEntries) {
        for (const [oldKey, old] of entries) {
          if (entries.size <= maxEntries && now - old.last <= FORGET_AFTER_MS) break;
          entries.delete(oldKey);
        }
      }
      return { waitMs: 0 };
    },
    async forgive(key) {
      const entry = entries.get(key);
      if (!entry) return;
      if (entry.failures <= 1) entries.delete(key);
      else entry.failures -= 1;
    },
    async clear(key) {
      entries.delete(key);
    },
  };
}

const waitText = (seconds: number) => {
  if (seconds < 60) return `${seconds} seconde${seconds > 1 ? 's' : ''}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes > 1 ? 's' : ''}`;
};

const tooMany = (waitMs: number) => {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new HttpError(429, `Trop de tentatives de connexion. Réessayez dans ${waitText(seconds)}.`, {
    'retry-after': String(seconds),
  });
};

/**
 * Login guessing is slowed per account and per address with a delay that doubles with each
 * failure. Attempts refused during a delay are not counted, so hammering does not extend it.
 */
export function createLoginThrottle(store: ThrottleStore, enabled: boolean) {
  const keys = (request: FastifyRequest, email: string) => ({
    account: `login-account:${email.toLowerCase()}`,
    address: `login-ip:${request.ip}`,
  });
  return {
    /** Before the password is checked: a 429 while either key is in its delay. */
    async attempt(request: FastifyRequest, email: string) {
      if (!enabled) return;
      const { account, address } = keys(request, email);
      const byAccount = await store.take(account, accountPolicy, Date.now());
      if (byAccount.waitMs > 0) throw tooMany(byAccount.waitMs);
      const byAddress = await store.take(address, addressPolicy, Date.now());
      if (byAddress.waitMs > 0) {
        await store.forgive(account);
        throw tooMany(byAddress.waitMs);
      }
    },
    /** The password was right: the account starts afresh and the address is not charged. */
    async succeeded(request: FastifyRequest, email: string) {
      if (!enabled) return;
      const { account, address } = keys(request, email);
      await store.clear(account);
      await store.forgive(address);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
