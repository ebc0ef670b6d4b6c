import { webcrypto } from 'node:crypto';
import { ENQUIRY_MIN_FILL_MS } from '@lapm/contracts';

/**
 * The time a visitor was given the enquiry form, signed so that nobody can backdate it: a robot
 * that posts at once, or that makes its own stamp, is told apart from a person who took a few
 * seconds to type. `<milliseconds>.<HMAC-SHA256, base64url>`, under a key derived from the
 * sessions' secret (auth/sessions.ts).
 */
export interface FormStamps {
  issue(): Promise<string>;
  /** 'ok', 'fast' (signed, under the minimum fill time) or 'invalid' (missing, forged, from the future). */
  check(stamp: string): Promise<'ok' | 'fast' | 'invalid'>;
}

const encoder = new TextEncoder();
const signed = (key: CryptoKey, time: string) =>
  webcrypto.subtle.sign('HMAC', key, encoder.encode(`enquiry:${time}`));

export function createFormStamps(key: CryptoKey, clock: () => Date): FormStamps {
  return {
    async issue() {
      const time = String(clock().getTime());
      return `${time}.${Buffer.from(await signed(key, time)).toString('base64url')}`;
    },
    async check(stamp) {
      const [time = '', signature = ''] = stamp.split('.');
      if (!/^\d{1,16}$/.test(time) || !/^[\w-]{43}$/.test(signature)) return 'invalid';
      const valid = await webcrypto.subtle.verify(
        'HMAC',
        key,
        Buffer.from(signature, 'base64url'),
        encoder.encode(`enquiry:${time}`),
      );
      const elapsed = clock().getTime() - Number(time);
      if (!valid || elapsed < 0) return 'invalid';
      return elapsed < ENQUIRY_MIN_FILL_MS ? 'fast' : 'ok';
    },
  };
}
