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

const segmentsOf = (path: string) => path.split('/').slice(1);
const routeSegments = routeTable.map((route) => segmentsOf(route.path));

/** The route's path with the case of its fixed segments, the values of its parameters as asked. */
function spellingOf(segments: readonly string[], asked: readonly string[]): string | undefined {
  if (segments.length !== asked.length) return undefined;
  const spelt: string[] = [];
  for (const [index, segment] of segments.entries()) {
    const value = asked[index] ?? '';
    if (segment.startsWith(':') ? !value : segment !== value.toLowerCase()) return undefined;
    spelt.push(segment.startsWith(':') ? value : segment);
  }
  return `/${spelt.join('/')}`;
}

/**
 * The one address of a page asked with another spelling: upper case letters where the route
 * table has none, or a trailing slash, give the route's own path, with the values of its
 * parameters (an album's id, an article's slug) as asked. Undefined when the path is already the
 * route's, or when no route owns it whatever the case: that is a 404, not a redirect.
 */
export function canonicalPath(path: string): string | undefined {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  // A route that owns the path as spelt keeps it (/blog/Tarifs is an article's slug).
  if (routes.some(({ pattern }) => pattern.test(trimmed))) return trimmed === path ? undefined : trimmed;
  // The table's paths are lower case: a lower-case path no route owns is owned by none in any case.
  if (trimmed === trimmed.toLowerCase()) return undefined;
  const asked = segmentsOf(trimmed);
  for (const segments of routeSegments) {
    const spelt = spellingOf(segments, asked);
    if (spelt) return spelt;
  }
  return undefined;
}
