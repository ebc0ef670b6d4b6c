import { type TokenClaims, tokenClaimsSchema } from '@lapm/contracts';

/** Reads the claims of a JWT without verifying it: the server verifies, the browser only displays. */
export function decodeClaims(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
    const json = new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    const parsed = tokenClaimsSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The spec compares expiry in seconds. */
export const nowInSeconds = () => Math.floor(Date.now() / 1000);

export function isExpired(claims: TokenClaims, now = nowInSeconds()): boolean {
  return claims.exp <= now;
}
