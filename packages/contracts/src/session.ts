/**
 * Storage key of the session token (spec section 4). Kept apart from the zod schemas
 * so that the shell can import it without downloading zod on a first visit.
 */
export const SESSION_TOKEN_KEY = 'jwtTokenClientLAPM';
