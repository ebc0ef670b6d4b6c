import { galleryRoute, type RouteEntry, routeTable } from './routes';

/** Public screens that show a client's private photos to whoever holds the album's code. */
const privateContentPaths = new Set<string>([galleryRoute]);

/**
 * The screens listed in the sitemap and checked as a crawler sees them: every public page,
 * the login, registration and password reset forms included (a client searching for "LAPM
 * Photographie connexion" finds her way in). Not the password reset and e-mail confirmations:
 * they are only reached from the link of an e-mail, with its token. Like every page (spec section 2), it
 * still says index, follow, with a canonical link that leaves the token out.
 */
export function isIndexable(route: RouteEntry): boolean {
  return route.access === 'public' && !route.secret && !privateContentPaths.has(route.path);
}

/**
 * Screens the server leaves to the browser: those behind a login, where the session is, and the
 * client galleries, whose photos are private and whose addresses are not for a page cache.
 */
export function rendersInBrowser(route: RouteEntry): boolean {
  return route.access !== 'public' || privateContentPaths.has(route.path);
}

/** Indexable routes of the table; `/blog/:slug` stands for every article. */
export const indexableRoutes: readonly RouteEntry[] = routeTable.filter(isIndexable);

/**
 * What robots.txt keeps crawlers out of: the first segment of every screen behind a
 * login (/compte, /admin) and of the client galleries (/galerie). Noindex forms stay crawlable, or robots could not read their noindex.
 */
export const privatePathPrefixes: readonly string[] = [
  ...new Set(
    [
      ...routeTable.filter((route) => route.access !== 'public').map((route) => route.path),
      ...privateContentPaths,
    ].map((path) => `/${path.split('/')[1]}`),
  ),
];
