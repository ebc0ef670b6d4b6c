import { type RouteEntry, routeTable } from '@lapm/contracts';

/** The route of a page's address, matched on its path without a trailing slash. */
export interface MatchedRoute {
  /** The address's path, as asked (the page data's `path`). */
  path: string;
  /** The same, without its trailing slash: what the page data is loaded for. */
  trimmed: string;
  /** Undefined for a path no route owns: the shell's 404 page. */
  route?: RouteEntry;
}

const patternOf = (path: string) => new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}$`);
const routes = routeTable.map((route) => ({ route, pattern: patternOf(route.path) }));

export function matchRoute(url: string): MatchedRoute {
  const path = url.split('?')[0] ?? '/';
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const route = routes.find(({ pattern }) => pattern.test(trimmed))?.route;
  return { path, trimmed, ...(route && { route }) };
}
