import { paths, type RouteEntry, routeTable } from './routes';
import { z } from './zod';

/** Pages reached only through the link of an e-mail, with its token. */
const linkOnlyPaths = new Set<string>([paths.resetPasswordConfirm, paths.confirmEmail]);

/**
 * The screens listed in the sitemap and checked as a crawler sees them: every public page,
 * the login, registration and password reset forms included (a client searching for "LAPM
 * Photographie connexion" finds her way in). Not the password reset and e-mail confirmations:
 * they are only reached from the link of an e-mail, with its token. Like every page (spec section 2), it
 * still says index, follow, with a canonical link that leaves the token out.
 */
export function isIndexable(route: RouteEntry): boolean {
  return route.access === 'public' && !linkOnlyPaths.has(route.path);
}

/** Indexable routes of the table; `/blog/:slug` stands for every article. */
export const indexableRoutes: readonly RouteEntry[] = routeTable.filter(isIndexable);

/**
 * The screens the build prerenders, so that they are on screen before any script runs: every
 * public one. The password reset confirmation, whose content depends on the token of its link,
 * is prerendered twice, with and without one (`prerenderedFile`, `withTokenVariant`).
 */
export function isPrerendered(route: RouteEntry): boolean {
  return route.access === 'public';
}

/** Whether a route's page reads the reset link's token, so has a file for a visit with one. */
export const withTokenVariant = (route: RouteEntry) => route.path === paths.resetPasswordConfirm;

/** Prerendered routes of the table; `/blog/:slug` stands for every article. */
export const prerenderedRoutes: readonly RouteEntry[] = routeTable.filter(isPrerendered);

/**
 * What robots.txt keeps crawlers out of: the first segment of every screen behind a
 * login (/compte, /admin). Noindex forms stay crawlable, or robots could not read their noindex.
 */
export const privatePathPrefixes: readonly string[] = [
  ...new Set(
    routeTable.filter((route) => route.access !== 'public').map((route) => `/${route.path.split('/')[1]}`),
  ),
];

/** What the prerender step records per remote, for the server's sitemap. */
export const prerenderedIndexSchema = z.object({
  /** Public origin the pages were rendered with (SITE_URL at build time). */
  origin: z.string(),
  pages: z.array(
    z.object({
      path: z.string(),
      /** ISO date of publication (articles). */
      lastmod: z.string().optional(),
      /** Absolute URLs of the page's images that can be fetched (share image, real photos). */
      images: z.array(z.string()),
    }),
  ),
});
export type PrerenderedIndex = z.infer<typeof prerenderedIndexSchema>;
