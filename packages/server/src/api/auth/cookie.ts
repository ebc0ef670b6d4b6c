import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isPlainHttpLocalhost } from '../../local-http';

export const SESSION_COOKIE = 'lapm_session';

// Only the API reads it; HttpOnly keeps it out of reach of scripts, Lax off cross-site posts.
const cookieOptions = (request: FastifyRequest) => ({
  path: '/api',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: !isPlainHttpLocalhost(request),
});

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expires: Date) {
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(request), expires });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
}

export const sessionCookieOf = (request: FastifyRequest): string | undefined =>
  request.cookies[SESSION_COOKIE];
