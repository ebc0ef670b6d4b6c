import { type RemoteName, routeTable } from '@lapm/contracts';
import { type ComponentType, lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';

type Load = (module: string) => Promise<{ default: ComponentType }>;

/**
 * Runs a remote on its own during development: its screens at their real paths,
 * without the shell's header, footer or guards.
 */
export function renderStandalone(remote: RemoteName, load: Load) {
  const routes = routeTable
    .filter((route) => route.remote === remote)
    .map((route) => ({ path: route.path, Page: lazy(() => load(route.module)) }));
  const container = document.getElementById('root');
  if (!container) return;
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <Suspense fallback={<p>Chargement...</p>}>
          <Routes>
            {routes.map(({ path, Page }) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
          </Routes>
        </Suspense>
      </BrowserRouter>
    </StrictMode>,
  );
}
