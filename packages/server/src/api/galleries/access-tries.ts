import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { clientAddressKey } from '../client-address';
import { HttpError } from '../errors';
import type { RateLimitStore } from '../rate-limit-store';
import {
  albumSlowdownMs,
  WRONG_CODE_WINDOW_MS,
  WRONG_CODES_PER_ADDRESS,
  WRONG_CODES_PER_ALBUM,
} from './access';
import { addressDelayMs, createAddressGate } from './address-gate';

/** The tries of a code or a PIN, counted per address and per album (only wrong ones are kept). */
export function createAccessTries(store: RateLimitStore, rateLimits: boolean, config: Config) {
  const gate = createAddressGate();
  return {
    /**
     * Counts a try of `what` from this address and runs `check` (the code or PIN compared) when its
     * turn comes: at once within WRONG_CODES_PER_ADDRESS tries in the window; past them, after a
     * wait that grows with the count, one try at a time (a concurrent one: 429, and it is not
     * counted). A right answer is forgiven by `check` itself; the right code always gets through.
     */
    async throughAddress<T>(
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
    },

    /** A wrong try on one album: a 401, slowed past WRONG_CODES_PER_ALBUM (the right one always passes). */
    async wrongTry(what: 'code' | 'pin', albumId: number, now: number, message: string) {
      if (rateLimits) {
        const { hits } = await store.hit(`gallery-${what}-album:${albumId}`, WRONG_CODE_WINDOW_MS, now);
        if (hits > WRONG_CODES_PER_ALBUM) {
          const slowdownMs = albumSlowdownMs(config.galleryTryDelayMs);
          await sleep(slowdownMs);
          const seconds = String(Math.ceil(slowdownMs / 1000));
          return new HttpError(401, message, { 'retry-after': seconds });
        }
      }
      return new HttpError(401, message);
    },

    /** A right answer: the address's wrong tries are forgotten. */
    async forgive(addressKey: string) {
      if (rateLimits) await store.forgive(addressKey);
    },
  };
}

export type AccessTries = ReturnType<typeof createAccessTries>;
