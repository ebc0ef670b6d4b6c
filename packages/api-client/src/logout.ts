import { sessionStore } from '@lapm/session';
import { api } from './endpoints';

/**
 * Logout of spec section 4, for every screen that offers it: the stored token goes
 * first, so the visitor is logged out in this browser whatever happens next; then the
 * API revokes the server session and clears its cookie. An unreachable API must not
 * keep anyone logged in, so its failure is ignored (the server session expires anyway).
 */
export async function logOut(): Promise<void> {
  sessionStore.getState().signOut();
  await api.logout().catch(() => undefined);
}
