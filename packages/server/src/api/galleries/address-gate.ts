import { setTimeout as sleep } from 'node:timers/promises';
import { galleryMessages } from '@lapm/contracts';
import { HttpError } from '../errors';

/**
 * How many times the base wait (GALLERY_TRY_DELAY_MS, 1 s) a try can wait at most: 5 s. Long
 * enough that one address checks at most 12 codes a minute once past its free tries (a code of
 * three words, about 24 bits, stays out of reach; a 4-digit PIN needs hours, with the album's own
 * slowdown on top), short enough that a guest who typed the right code barely notices.
 */
export const ADDRESS_DELAY_STEPS = 5;

/** The wait of the `past`-th try beyond the address's free ones: 1 s, 2 s… up to 5 s. */
export const addressDelayMs = (past: number, stepMs: number) =>
  past <= 0 ? 0 : Math.min(past, ADDRESS_DELAY_STEPS) * stepMs;

/**
 * One try at a time per address once it is past its free tries: the try waits its delay, then
 * its code is checked, and only then may the next one from that address start. A try arriving
 * meanwhile is answered 429 at once (it is not queued: a queue would hold a request per try sent,
 * so a burst would cost memory and sockets instead of being turned away). Together with the
 * wait, an address never has codes checked faster than one per `stepMs`.
 *
 * Per process: several instances each keep their own gate, so an address spreading its tries
 * over them gets one try at a time on each (the shared counters still decide the wait).
 */
export function createAddressGate(wait: (ms: number) => Promise<unknown> = sleep) {
  const busy = new Set<string>();
  return async function through<T>(key: string, delayMs: number, run: () => Promise<T>): Promise<T> {
    if (delayMs <= 0) return run();
    if (busy.has(key)) {
      const seconds = String(Math.max(1, Math.ceil(delayMs / 1000)));
      throw new HttpError(429, galleryMessages.oneTryAtATime, { 'retry-after': seconds });
    }
    busy.add(key);
    try {
      await wait(delayMs);
      return await run();
    } finally {
      busy.delete(key);
    }
  };
}

export type AddressGate = ReturnType<typeof createAddressGate>;
