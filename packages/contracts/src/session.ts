/**
 * Storage key of the session token (spec section 4). Kept apart from the zod schemas
 * so that the shell can import it without downloading zod on a first visit.
 */
export const SESSION_TOKEN_KEY = 'jwtTokenClientLAPM';

/**
 * A readable cookie that carries the display token for a minute after a login sent by the
 * browser itself (before or without the app): the app moves it into storage under
 * SESSION_TOKEN_KEY when it starts, and deletes it. Like the stored copy, it is no credential:
 * signed with a key the server never verifies with (docs/decisions/0005).
 */
export const DISPLAY_TOKEN_COOKIE = 'lapm_display';
