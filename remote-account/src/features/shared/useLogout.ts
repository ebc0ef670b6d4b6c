import { api } from '@lapm/api-client';
import { paths } from '@lapm/contracts';
import { sessionStore } from '@lapm/session';
import { useNavigate } from 'react-router-dom';

/**
 * Logout of spec section 4: the stored token goes first, so the visitor is logged out
 * in this browser whatever happens next; then the API revokes the server session and
 * clears its cookie, and the visitor lands on /login.
 */
export function useLogout() {
  const navigate = useNavigate();
  return () => {
    sessionStore.getState().signOut();
    // Not awaited: the request is already sent, and an unreachable API must not keep
    // anyone on a page they asked to leave. The server session expires on its own.
    api.logout().catch(() => undefined);
    navigate(paths.login, { replace: true });
  };
}
