import { api } from '@lapm/api-client';
import {
  type AdminLoaded,
  type AdminLoaderPath,
  type AdminSource,
  adminLoaders,
  declaredQuery,
  routeTable,
} from '@lapm/contracts';
import { type LoadState, useLoad } from '@lapm/forms';
import { useCallback, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';

/** The API client is the admin's source as it is: its calls are typed by the same contracts. */
const adminSource: AdminSource = api;

/**
 * What the admin screen at `path` reads, by its loader in the contracts (`adminLoaders`), for the
 * route's parameters and the query parameters its route declares. `reload` reads again: after a
 * change of her own that the read shows.
 */
export function useAdminLoader<P extends AdminLoaderPath>(path: P) {
  const params = useParams();
  const [search] = useSearchParams();
  const asked = Object.fromEntries(
    declaredQuery(
      routeTable.find((route) => route.path === path),
      search,
    ),
  );
  // The parameters as text: a new object at each render is not a new address.
  const address = JSON.stringify({ ...asked, ...params });
  const [version, setVersion] = useState(0);
  // `version` is among the dependencies to read again.
  const load = useCallback(
    () => adminLoaders[path].load(adminSource, JSON.parse(address)) as Promise<AdminLoaded<P>>,
    [path, address, version],
  );
  const state: LoadState<AdminLoaded<P>> = useLoad(load);
  const reload = useCallback(() => setVersion((current) => current + 1), []);
  return { state, reload };
}
