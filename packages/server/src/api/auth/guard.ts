import type { FastifyRequest } from 'fastify';
import { HttpError } from '../errors';
import { sessionCookieOf } from './cookie';
import type { Session, SessionStore } from './sessions';

/** Who may call a route: anyone, any logged-in role, or admins only. */
export type Access = 'public' | 'auth' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    /** The caller's session on routes that are not public. */
    auth: Session | null;
  }
}

/**
 * Runs before the body is even parsed: an anonymous caller gets 401 and a user calling an admin
 * route 403 whatever they sent. A route that does not say who may call it is for logged-in users.
 */
export function createGuard(store: SessionStore) {
  return async (request: FastifyRequest) => {
    const access = request.routeOptions.config.access ?? 'auth';
    if (access === 'public') return;
    const token = sessionCookieOf(request);
    if (!token) throw new HttpError(401, 'Vous devez être connecté.');
    const session = await store.authenticate(token);
    if (!session) throw new HttpError(401, 'Votre session a expiré. Veuillez vous reconnecter.');
    if (access === 'admin' && session.user.role !== 'admin') {
      throw new HttpError(403, 'Accès réservé aux administrateurs.');
    }
    request.auth = session;
  };
}

/** The session of a guarded route; the guard has already refused the request without one. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.auth) throw new HttpError(401, 'Vous devez être connecté.');
  return request.auth;
}
