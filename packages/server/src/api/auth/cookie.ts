import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';

export const SESSION_COOKIE = 'lapm_session';

// The API reads it, and the server's render of the client area (web/account-pages.ts), hence
// the whole site's path; HttpOnly keeps it out of reach of scripts, Lax off cross-site posts.
// `Secure` follows the configuration, never the Host header a request chooses to send.
const cookieOptions = (config: Config) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: config.httpsOnly,
});

export function setSessionCookie(config: Config, reply: FastifyReply, token: string, expires: Date) {
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(config), expires });
}

export function clearSessionCookie(config: Config, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(config));
  // A session opened while the cookie was the API's alone (Path=/api) goes too.
  reply.clearCookie(SESSION_COOKIE, { ...cookieOptions(config), path: '/api' });
}

export const sessionCookieOf = (request: FastifyRequest): string | undefined =>
  request.cookies[SESSION_COOKIE];
