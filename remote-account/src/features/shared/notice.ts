/**
 * A one-off confirmation handed to the next screen through the router's history state (the
 * account deletion lands on /login with it): never in the URL, so no link can fake it.
 */
export const noticeState = (notice: string) => ({ notice });

/** The notice a screen was opened with, if any. */
export function noticeOf(state: unknown): string | null {
  const notice = (state as { notice?: unknown } | null)?.notice;
  return typeof notice === 'string' ? notice : null;
}
