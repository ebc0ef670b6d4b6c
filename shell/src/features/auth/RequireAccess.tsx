import { type Access, homeOfRole, paths, type ServerVisitorRole } from '@lapm/contracts';
import { isExpired, sessionStore, useSession } from '@lapm/session';
import { createContext, type ReactNode, use, useLayoutEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

/**
 * The logged-in visitor the server renders a client screen for (shell/src/server.tsx): the
 * server checked the session cookie, which the browser's store knows nothing of there.
 */
export const ServerVisitorContext = createContext<{ role: ServerVisitorRole } | null>(null);

/**
 * Role guard of spec sections 4 and 6. It renders nothing of the screen (and so
 * downloads none of its code) until the session allows it.
 */
export function RequireAccess({ access, children }: { access: Access; children: ReactNode }) {
  const { pathname } = useLocation();
  const claims = useSession((state) => state.claims);
  const visitor = use(ServerVisitorContext);

  // Storage may have changed since the last screen (expiry, another tab, a hand edit).
  useLayoutEffect(() => {
    if (access !== 'public') sessionStore.getState().check();
  }, [access, pathname]);

  if (access === 'public') return children;
  // A browser a gallery's code let in is no one's session: only its gallery, a public screen.
  if (visitor)
    return (access === 'auth' && visitor.role !== 'guest') || access === visitor.role ? children : null;
  if (!claims || isExpired(claims)) return <Navigate to={paths.login} replace />;
  if (access === 'user' && claims.role !== 'user') return <Navigate to={homeOfRole[claims.role]} replace />;
  if (access === 'admin' && claims.role !== 'admin') return <Navigate to={homeOfRole[claims.role]} replace />;
  return children;
}
