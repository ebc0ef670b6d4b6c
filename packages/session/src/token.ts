import type { TokenClaims } from '@lapm/contracts';

/**
 * Every role of the contracts, as a map so that a role added there fails to compile
 * here. Hand-written instead of the contracts' zod schema: the session loads on every
 * page, and zod would add ~25 KB gzip to the first visit for this one check.
 */
const roles: Record<TokenClaims['role'], true> = { user: true, admin: true };

const isString = (value: unknown): value is string => typeof value === 'string';

/** The claims the site displays, checked field by field; anything else in the token is dropped. */
function readClaims(value: unknown): TokenClaims | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const { exp, role, firstname, lastname, address, email, sub } = value as Record<string, unknown>;
  if (typeof exp !== 'number') return null;
  if (!isString(role) || !Object.hasOwn(roles, role)) return null;
  if (!isString(firstname) || !isString(lastname) || !isString(email)) return null;
  if (address !== undefined && address !== null && !isString(address)) return null;
  if (sub !== undefined && !isString(sub)) return null;
  return {
    exp,
    role: role as TokenClaims['role'],
    firstname,
    lastname,
    email,
    ...(address !== undefined ? { address } : {}),
    ...(sub !== undefined ? { sub } : {}),
  };
}

/** Reads the claims of a JWT without verifying it: the server verifies, the browser only displays. */
export function decodeClaims(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
    const json = new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    return readClaims(JSON.parse(json));
  } catch {
    return null;
  }
}

/** The spec compares expiry in seconds. */
export const nowInSeconds = () => Math.floor(Date.now() / 1000);

export function isExpired(claims: TokenClaims, now = nowInSeconds()): boolean {
  return claims.exp <= now;
}
