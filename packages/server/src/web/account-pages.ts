import { MY_ALBUMS_KEY, type RouteEntry, type ServerVisitorRole } from '@lapm/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../api/auth/cookie';

/**
 * The client area without the app: for a logged-in client the server renders her home and « Mes séances », with the values those
 * screens show, asked of the API itself with her session cookie, as the app would ask. Every
 * other screen behind a login stays the browser's, with its notice for visitors without scripts.
 */

/** A logged-in visitor, and the page values her screen shows. */
export interface AccountVisitor {
  role: ServerVisitorRole;
  values: Record<string, unknown>;
}

/** The client screens the server renders, and the API call each one's values come from. */
const screenValues: Record<string, { key: string; path: string } | null> = {
  UserHome: null,
  MyAlbums: { key: MY_ALBUMS_KEY, path: '/api/album/my' },
};

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

/** Whether the server renders this screen for its logged-in visitor. */
export const rendersForVisitor = (route: RouteEntry | undefined, visitor: AccountVisitor): boolean =>
  route !== undefined &&
  route.remote === 'account' &&
  route.module in screenValues &&
  route.access === visitor.role;

/** The visitor with the values of her screen, or null when the API would not give them. */
export async function withScreenValues(
  app: FastifyInstance,
  request: FastifyRequest,
  route: RouteEntry,
  visitor: AccountVisitor,
): Promise<AccountVisitor | null> {
  const source = screenValues[route.module];
  if (!source) return visitor;
  const value = await ask(app, request, source.path);
  return value === null ? null : { ...visitor, values: { [source.key]: value } };
}
