import { isIPv6 } from 'node:net';
import type { FastifyRequest } from 'fastify';

/**
 * The key per-address limits count under. An IPv6 client gets a whole /64 from its provider and
 * can rotate through it at will, so its /64 is one address; IPv4 (mapped ones included) stays whole.
 */
export function clientAddressKey(request: FastifyRequest): string {
  const ip = request.ip;
  if (!isIPv6(ip) || /^::ffff:[0-9.]+$/i.test(ip)) return ip.replace(/^::ffff:/i, '');
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
