import { type Access, homeOfRole, paths } from '@lapm/contracts';
import { isExpired, sessionStore, useSession } from '@lapm/session';
import { type ReactNode, useLayoutEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

/**
 * Role guard of spec sections 4 and 6. It renders nothing of the screen (and so
 * downloads none of its code) until the session allows it.
 */
export function RequireAccess({ access, children }: { access: Access; children: ReactNode }) {
  const { pathname } = useLocation();
  const claims = useSession((state) => state.claims);

  // Storage may have changed since the last screen (expiry, another tab, a hand edit).
  useLayoutEffect(() => {
    if (access !== 'public') sessionStore.getState().check();
  }, [access, pathname]);

  if (access === 'public') return children;
  if (!claims || isExpired(claims)) return <Navigate to={paths.login} replace />;
  if (access === 'user' && claims.role !== 'user') return <Navigate to={homeOfRole[claims.role]} replace />;
  if (access === 'admin' && claims.role !== 'admin') return <Navigate to={homeOfRole[claims.role]} replace />;
  return children;
}
