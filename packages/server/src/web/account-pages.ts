import type { ServerVisitorRole } from '@lapm/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../api/auth/cookie';

/**
 * Who is looking at a page, as the server's render needs to know: the visitor behind the request's
 * session, asked of the API itself with her cookie, as the app would ask (visitor-pages.ts draws
 * her pages). Every other screen behind a login stays the browser's, with its notice for visitors
 * without scripts.
 */

/** Whom a page is drawn for (a logged-in visitor, a gallery's guest), and the values her screen shows. */
export interface AccountVisitor {
  role: ServerVisitorRole;
  values: Record<string, unknown>;
}

const hasSessionCookie = (request: FastifyRequest) =>
  (request.headers.cookie ?? '').split(';').some((part) => part.trim().startsWith(`${SESSION_COOKIE}=`));

/**
 * The API's answer to a GET made with the visitor's cookie (its `data`, or the whole body when
 * `whole`: the gallery's answer has no `data`), or null when it refuses.
 */
export async function ask(
  app: FastifyInstance,
  request: FastifyRequest,
  path: string,
  whole = false,
): Promise<unknown> {
  const response = await app.inject({
    method: 'GET',
    url: path,
    headers: { cookie: request.headers.cookie ?? '', host: request.headers.host ?? 'localhost' },
    remoteAddress: request.socket.remoteAddress ?? request.ip,
  });
  if (response.statusCode !== 200) return null;
  const body = response.json() as { data?: unknown };
  return (whole ? body : body.data) ?? null;
}

/** The visitor behind the request's session cookie: null without one, or when it is no longer open. */
export async function loggedInVisitor(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<AccountVisitor | null> {
  if (!hasSessionCookie(request)) return null;
  const me = (await ask(app, request, '/api/user/me')) as { role?: unknown } | null;
  const role = me?.role;
  return role === 'user' || role === 'admin' ? { role, values: {} } : null;
}
