import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionOf } from './auth/guard';
import { hashToken } from './auth/tokens';
import { clientAddressKey } from './client-address';
import { HttpError } from './errors';
import { createLoginThrottle } from './login-throttle';
import { fastifyRateLimitStore, type RateLimitStore } from './rate-limit-store';

type KeyOf = (request: FastifyRequest) => string;

const byIp: KeyOf = clientAddressKey;
// Runs in the handler, after the shared schema has trimmed and checked the e-mail.
const byAccount: KeyOf = (request) =>
  String((request.body as { email?: unknown } | undefined)?.email ?? '').toLowerCase();
// The logged-in account, whatever address it is at: its id does not change with its e-mail.
const byUser: KeyOf = (request) => String(sessionOf(request).user.id);
// The token's digest, never the token: counters live in the database and its backups.
const byResetToken: KeyOf = (request) =>
  hashToken(String((request.body as { token?: unknown } | undefined)?.token ?? ''));

/** A limiter: counts each request under `name` and its key, and refuses it in French beyond `max` per window. */
function limiterOn(app: FastifyInstance, enabled: boolean) {
  return (name: string, max: number, minutes: number, keyOf: KeyOf, message: string) => {
    const check = app.createRateLimit({
      max,
      timeWindow: minutes * 60_000,
      keyGenerator: (request) => `${name}:${keyOf(request)}`,
    });
    /** Counts this request and refuses it beyond `max`. */
    return async (request: FastifyRequest) => {
      if (!enabled) return;
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        const wait = Math.max(1, Math.ceil(result.ttlInSeconds / 60));
        throw new HttpError(429, `${message} Réessayez dans ${wait} minute${wait > 1 ? 's' : ''}.`, {
          'retry-after': String(result.ttlInSeconds),
        });
      }
    };
  };
}

type Limiter = ReturnType<typeof limiterOn>;

/** The budgets of accounts: their creation, their passwords, their addresses and their invitations. */
function accountLimits(limit: Limiter) {
  const tooManyResets = 'Trop de demandes de réinitialisation.';
  const tooManyResetAttempts = 'Trop de tentatives de réinitialisation du mot de passe.';
  const tooManyInvitationAttempts = 'Trop de tentatives avec ce lien d’invitation.';
  const tooManyEmailChanges = 'Trop de demandes de changement d’adresse email.';
  return {
    registrationsByIp: limit(
      'register-ip',
      10,
      60,
      byIp,
      'Trop de créations de compte depuis cette adresse.',
    ),
    resetRequestsByIp: limit('reset-ip', 20, 60, byIp, tooManyResets),
    resetRequestsByAccount: limit('reset-account', 3, 60, byAccount, tooManyResets),
    // Someone who follows a real link needs a few tries at most (a refused common password).
    resetConfirmsByIp: limit('reset-confirm-ip', 20, 15, byIp, tooManyResetAttempts),
    resetConfirmsByToken: limit('reset-confirm-token', 5, 60, byResetToken, tooManyResetAttempts),
    // Each accepted change e-mails a link to an address nobody has confirmed, and a notice.
    emailChangesByAccount: limit('email-change-account', 3, 60, byUser, tooManyEmailChanges),
    emailChangesByIp: limit('email-change-ip', 3, 60, byIp, tooManyEmailChanges),
    // Each invitation e-mails someone the studio names: a stolen admin session must not mail at will.
    invitationsByAdmin: limit('invite-admin', 60, 60, byUser, 'Trop d’invitations envoyées.'),
    invitationAcceptsByIp: limit('invite-accept-ip', 20, 15, byIp, tooManyInvitationAttempts),
    invitationAcceptsByToken: limit('invite-accept-token', 5, 60, byResetToken, tooManyInvitationAttempts),
  };
}

/** The budgets of visitors: enquiries, bookings and the links their e-mails carry. */
function visitorLimits(limit: Limiter) {
  return {
    // Each enquiry is stored and mails the studio and the address typed in it.
    enquiriesByIp: limit('enquiry-ip', 5, 60, byIp, 'Trop de demandes envoyées depuis cette adresse.'),
    enquiriesByEmail: limit(
      'enquiry-email',
      3,
      60,
      byAccount,
      'Trop de demandes envoyées pour cette adresse e-mail.',
    ),
    // Each booking holds a slot until she answers, and mails the studio.
    bookingsByIp: limit('booking-ip', 5, 60, byIp, 'Trop de réservations envoyées depuis cette adresse.'),
    bookingsByEmail: limit(
      'booking-email',
      3,
      60,
      byAccount,
      'Trop de réservations pour cette adresse e-mail.',
    ),
    linkConfirmsByIp: limit(
      'email-confirm-ip',
      20,
      15,
      byIp,
      'Trop de tentatives de confirmation depuis cette adresse.',
    ),
  };
}

/**
 * Limits against password guessing and mail flooding, per IP and per account, all counted in
 * `store` (memory or database, see rate-limit-store.ts). Each limiter throws a French 429 with
 * Retry-After once its budget for the window is spent; login has its own growing delay instead
 * (see login-throttle.ts), timed by `now` (epoch milliseconds).
 */
export async function registerRateLimits(
  app: FastifyInstance,
  store: RateLimitStore,
  enabled: boolean,
  now: () => number,
) {
  // Per route, never global: only the calls below are limited, each with its own key.
  await app.register(rateLimit, { global: false, store: fastifyRateLimitStore(store, now) });
  const limit = limiterOn(app, enabled);
  return {
    login: createLoginThrottle(store, enabled, now),
    ...accountLimits(limit),
    ...visitorLimits(limit),
  };
}

export type RateLimits = Awaited<ReturnType<typeof registerRateLimits>>;
