import type {} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

type KeyOf = (request: FastifyRequest) => string;

const byIp: KeyOf = (request) => request.ip;
// Runs in the handler, after the shared schema has trimmed and checked the e-mail.
const byAccount: KeyOf = (request) =>
  String((request.body as { email?: unknown } | undefined)?.email ?? '').toLowerCase();

/**
 * Limits against password guessing and mail flooding, counted in memory per IP and per account.
 * Each limiter throws a French 429 with Retry-After once its budget for the window is spent.
 */
export function createRateLimits(app: FastifyInstance, enabled: boolean) {
  const limit = (name: string, max: number, minutes: number, keyOf: KeyOf, message: string) => {
    const check = app.createRateLimit({
      max,
      timeWindow: minutes * 60_000,
      keyGenerator: (request) => `${name}:${keyOf(request)}`,
    });
    /**
     * Counts this request and refuses it beyond `max`; with `count: false`, only refuses once `max`
     * are already counted (login counts its failures, not every attempt).
     */
    return async (request: FastifyRequest, { count = true } = {}) => {
      if (!enabled) return;
      const result = await check(request, { increment: count });
      if (result.isAllowed) return;
      if (count ? result.isExceeded : result.remaining === 0) {
        const wait = Math.max(1, Math.ceil(result.ttlInSeconds / 60));
        throw new HttpError(429, `${message} Réessayez dans ${wait} minute${wait > 1 ? 's' : ''}.`, {
          'retry-after': String(result.ttlInSeconds),
        });
      }
    };
  };
  const tooManyLogins = 'Trop de tentatives de connexion.';
  const tooManyResets = 'Trop de demandes de réinitialisation.';
  return {
    loginFailuresByIp: limit('login-ip', 30, 15, byIp, tooManyLogins),
    loginFailuresByAccount: limit('login-account', 10, 15, byAccount, tooManyLogins),
    registrationsByIp: limit(
      'register-ip',
      10,
      60,
      byIp,
      'Trop de créations de compte depuis cette adresse.',
    ),
    resetRequestsByIp: limit('reset-ip', 20, 60, byIp, tooManyResets),
    resetRequestsByAccount: limit('reset-account', 3, 60, byAccount, tooManyResets),
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;
