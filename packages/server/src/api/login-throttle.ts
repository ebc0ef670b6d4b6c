import type { FastifyRequest } from 'fastify';
import { clientAddressKey } from './client-address';
import { HttpError } from './errors';
import { emailKey } from './users/users';

/** Failures are forgotten this long after the last one. */
export const FORGET_AFTER_MS = 15 * 60_000;

/** How many failures pass without delay (1 at least), and the longest delay imposed after more. */
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

/** The first delay once the free failures are spent; each further failure doubles it. */
export const FIRST_DELAY_MS = 2000;

/** After `failures` failures: nothing, then 2 s, 4 s, 8 s… up to the cap. */
export function delayAfter(failures: number, policy: ThrottlePolicy): number {
  if (failures < policy.free) return 0;
  // The exponent stops at 40, long past any cap, as in the database store (power() must not overflow).
  return Math.min(FIRST_DELAY_MS * 2 ** Math.min(failures - policy.free, 40), policy.capMs);
}

/**
 * Where failure counts live: in memory or in the database (see rate-limit-store.ts). A key's
 * failures are forgotten FORGET_AFTER_MS after the last counted one.
 */
export interface ThrottleStore {
  /**
   * Atomically: refuses with the milliseconds left when the key is still in its delay; otherwise
   * counts one attempt (as a failure until forgiven) and allows it. Two concurrent attempts cannot
   * both pass through one free slot, even from two instances sharing the database.
   */
  take(key: string, policy: ThrottlePolicy, now: number): Promise<{ waitMs: number }>;
  /** Takes back one attempt of `take` (it succeeded, or another check refused it). */
  forgive(key: string): Promise<void>;
  /** Forgets the key's failures (a successful login to that account). */
  clear(key: string): Promise<void>;
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
 * `now` (epoch milliseconds) lets tests move time through a delay instead of waiting it out.
 */
export function createLoginThrottle(store: ThrottleStore, enabled: boolean, now: () => number) {
  const keys = (request: FastifyRequest, email: string) => ({
    account: `login-account:${emailKey(email)}`,
    address: `login-ip:${clientAddressKey(request)}`,
  });
  return {
    /** Before the password is checked: a 429 while either key is in its delay. */
    async attempt(request: FastifyRequest, email: string) {
      if (!enabled) return;
      const { account, address } = keys(request, email);
      const byAccount = await store.take(account, accountPolicy, now());
      if (byAccount.waitMs > 0) throw tooMany(byAccount.waitMs);
      const byAddress = await store.take(address, addressPolicy, now());
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
