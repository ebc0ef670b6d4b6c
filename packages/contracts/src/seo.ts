import { galleryRoute, paths, type RouteEntry, routeTable } from './routes';

/** Public screens that show a client's private photos to whoever holds the album's code. */
const privateContentPaths = new Set<string>([galleryRoute]);

/**
 * Public screens with nothing to find in a search engine: the account forms (found from the
 * header's link) and the basket, a placeholder heading.
 */
// « Accéder à une galerie » too: a form for code holders, and its address must not lead to the galleries'.
const unlistedPaths = new Set<string>([
  paths.login,
  paths.register,
  paths.resetPassword,
  paths.basket,
  paths.galleryAccess,
]);

/**
 * The screens checked as a crawler sees them, with a page head that says index, follow as the
 * spec wants of every page (section 2): every public page, the account forms included. Not the
 * pages of an e-mail's link (their head says index, follow too, with a canonical link that leaves
 * the token out, but the server sends them with a noindex header) nor the client galleries.
 */
export function isIndexable(route: RouteEntry): boolean {
  return route.access === 'public' && !route.secret && !privateContentPaths.has(route.path);
}

/**
 * Screens the server leaves to the browser: those behind a login, where the session is, and the
 * client galleries, whose photos are private and whose addresses are not for a page cache. The
 * server still renders some of them for one visitor, never kept: a client's home and « Mes
 * séances » for her, a gallery's first screen for whom it lets in (docs/decisions/0023).
 */
export function rendersInBrowser(route: RouteEntry): boolean {
  return route.access !== 'public' || privateContentPaths.has(route.path);
}

/**
 * Screens the server sends with `X-Robots-Tag: noindex`, scripts or not: an address that carries a
 * secret, a screen behind a login, a client's gallery, and the empty basket. robots.txt leaves
 * them open, or a crawler could not read that header.
 */
export function isNoIndexed(route: RouteEntry): boolean {
  return Boolean(route.secret) || rendersInBrowser(route) || route.path === paths.basket;
}

/** Indexable routes of the table; `/blog/:slug` stands for every article. */
export const indexableRoutes: readonly RouteEntry[] = routeTable.filter(isIndexable);

/** The content pages the sitemap lists; `/blog/:slug` stands for every published article. */
export const sitemapRoutes: readonly RouteEntry[] = indexableRoutes.filter(
  (route) => !isNoIndexed(route) && !unlistedPaths.has(route.path),
);

/**
 * What a search engine shows of a page whole: a longer title or description is cut, a shorter
 * description may be replaced by words of the page. The seed pages hold to them (heads.test.ts),
 * her editor counts against them.
 */
export const SEARCH_RESULT_LENGTHS = { titleMax: 60, descriptionMin: 70, descriptionMax: 160 } as const;
