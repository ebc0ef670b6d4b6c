import {
  loaderOf,
  type PageSource,
  type RouteLoader,
  type RouteParams,
  type routeLoaders,
} from '@lapm/contracts';
import { api } from './endpoints';

/**
 * The source of the routes' loaders in the browser (docs/decisions/0026): the API, through the
 * same client as every other call. The server gives the same loaders the database instead. A
 * part of a marketing page that cannot be read leaves that part to what the page bundles (its
 * words as first published, the demo photos, the title written in code): the page stays whole.
 */
export const pageSource: PageSource = {
  articles: {
    list: () => api.articles.list(),
    get: (slug) => api.articles.get(slug),
  },
  siteContent: {
    forPage: (page) => api.siteContent.forPage(page).catch(() => null),
    seo: (path) =>
      api.siteContent
        .forPage('referencement')
        .then(({ document }) => document.pages.find((page) => page.path === path) ?? null)
        .catch(() => null),
    formulas: () => api.siteContent.formulas().catch(() => null),
  },
  placements: {
    forPage: (path) => api.placements.forPage(path).catch(() => ({})),
  },
  bookings: {
    // Slots the server cannot give now leave the page as it is without them: prices and the enquiry.
    slots: (service) => api.bookings.slots(service).catch(() => []),
    moveView: (token) => api.bookings.moveView(token),
  },
};

type Loaders = typeof routeLoaders;
type LoadedBy<L> = L extends RouteLoader<infer T> ? T : never;

/**
 * The data of the route `routePath` at `params`, by the loader the server rendered it with: for a
 * screen whose remote keeps the loaders out of its own scripts (they come with this client, which
 * is downloaded on the first navigation only). A route of `routeLoaders` gets its loader's type;
 * a marketing page's screen knows its contract's type (`MarketingPageData`).
 */
export async function routeData<R extends keyof Loaders>(
  routePath: R,
  params?: RouteParams,
): Promise<LoadedBy<Loaders[R]>>;
export async function routeData(routePath: string, params?: RouteParams): Promise<unknown>;
export async function routeData(routePath: string, params: RouteParams = {}): Promise<unknown> {
  const loader = loaderOf(routePath);
  if (!loader) throw new Error(`Aucune donnée à charger pour ${routePath}`);
  return loader.load(pageSource, params);
}
