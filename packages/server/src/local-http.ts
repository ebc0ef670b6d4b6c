import type { FastifyRequest } from 'fastify';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * Plain http on this machine (development, tests): the only case where the session cookie may go
 * without `Secure` and HSTS is left out, since browsers would drop the one and remember the other.
 */
export function isPlainHttpLocalhost(request: FastifyRequest): boolean {
  return request.protocol === 'http' && LOOPBACK_HOSTS.has(request.hostname);
}
