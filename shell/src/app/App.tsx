import { routeTable } from '@lapm/contracts';
import { Route, Routes } from 'react-router-dom';
import { RequireAccess } from '../features/auth/RequireAccess';
import { Layout } from '../features/layout/Layout';
import { NotFound } from '../features/not-found/NotFound';
import { RemotePage } from '../features/remotes/RemotePage';

/** The whole route table of the spec; each screen comes from its remote on first visit. */
export function App() {
  return (
    <Layout>
      <Routes>
        {routeTable.map((route) => (
          <Route
            key={route.path}
            path={route.path}
            element={
              <RequireAccess access={route.access}>
                <RemotePage remote={route.remote} module={route.module} />
              </RequireAccess>
            }
          />
        ))}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Layout>
  );
}
