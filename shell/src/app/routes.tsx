import { routeTable } from '@lapm/contracts';
import { Outlet, type RouteObject } from 'react-router-dom';
import { RequireAccess } from '../features/auth/RequireAccess';
import { Layout } from '../features/layout/Layout';
import { NotFound } from '../features/not-found/NotFound';
import { RemotePage } from '../features/remotes/RemotePage';

/**
 * The route table of the spec as the data router's routes (docs/decisions/0026), the same on the
 * server and in the browser: each route's id is its path, so that the server's loader data meets
 * its route again in the browser. The screen still comes from its remote through RemotePage: a
 * route `lazy` would hold the whole hydration (header and menu too) until the remote answers.
 */
export function appRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      element: (
        <Layout>
          <Outlet />
        </Layout>
      ),
      children: [
        ...routeTable.map(
          (route): RouteObject => ({
            id: route.path,
            path: route.path,
            element: (
              <RequireAccess access={route.access}>
                <RemotePage remote={route.remote} module={route.module} />
              </RequireAccess>
            ),
          }),
        ),
        { id: 'not-found', path: '*', element: <NotFound /> },
      ],
    },
  ];
}
