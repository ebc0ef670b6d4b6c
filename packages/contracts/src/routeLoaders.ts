// Types of the contracts only (no zod at run time): the shell and every remote may import this.
import type { ArticleSummary, PublicArticle } from './articles';
import type { BookableSlots, BookingMoveView } from './bookings';
import type { EnquiryFormulaGroup } from './enquiryForm';
import type { PagePlacements } from './placedPhotos';
import { placementPages } from './placements';
import { BOOKING_MOVE_DATA, blogPageData, RESET_TOKEN_PARAM } from './rendering';
import { blogArticleRoute, paths } from './routes';
import {
  type PublishedSiteContent,
  pricedServicePages,
  type SeoPageDocument,
  type ServicePageKey,
  type SiteContentPage,
  seoPagePaths,
  siteContentPageAt,
} from './siteContent';
import { marketingPageData } from './siteContentKeys';

/**
 * Where a route's loader reads (docs/decisions/0026): the API client in the browser
 * (@lapm/api-client, `pageSource`), the database on the server (its page data). Each read is
 * typed by the response of its contract, so both sides are checked against the same type.
 */
export interface PageSource {
  articles: {
    /** The blog's list: published articles, newest first. */
    list(): Promise<ArticleSummary[]>;
    /** A published article, or null (unknown or unpublished). */
    get(slug: string): Promise<PublicArticle | null>;
  };
  /**
   * What she publishes in « Contenu du site ». Null: it could not be read, which only the
   * browser's source answers (the page then shows what it bundles); the server's read fails, so
   * the page is sent with the screen's fallback and not kept.
   */
  siteContent: {
    forPage<P extends SiteContentPage>(page: P): Promise<PublishedSiteContent<P> | null>;
    /** The Google title and description she wrote for the page at `path` (« Référencement »). */
    seo(path: string): Promise<SeoPageDocument | null>;
    /** The formulas of the service pages, for the enquiry form's list. */
    formulas(): Promise<EnquiryFormulaGroup[] | null>;
  };
  /** The photos she placed on the page at `path`; none placed (`{}`) when unreadable in the browser. */
  placements: {
    forPage(path: string): Promise<PagePlacements>;
  };
  /** Sessions booked online. */
  bookings: {
    /** The free slots of the service's formulas bookable online; none (`[]`) when unreadable in the browser. */
    slots(service: ServicePageKey): Promise<BookableSlots[]>;
    /** The booking a move link's token names, and its free slots. */
    moveView(token: string): Promise<BookingMoveView>;
  };
}

/**
 * The values of a route's parameters, as its address gives them (already decoded), and of the
 * query parameters the route declares (`query` in the route table: a link's token).
 */
export type RouteParams = Readonly<Record<string, string | undefined>>;

/**
 * The data of one route, declared beside the route table: the same function runs for the server
 * render and for a navigation in the browser, each with its own source. `key` names the value in
 * the page's data, which the browser's first render reads instead of asking again. A public page
 * reads the `PageSource`; a page drawn for its visitor, the `VisitorSource` (visitorLoaders.ts).
 */
export interface RouteLoader<T, S = PageSource> {
  key(params: RouteParams): string;
  load(source: S, params: RouteParams): Promise<T>;
}

const blogList: RouteLoader<ArticleSummary[]> = {
  key: () => blogPageData.list,
  load: (source) => source.articles.list(),
};

const blogArticle: RouteLoader<PublicArticle | null> = {
  key: ({ slug = '' }) => blogPageData.article(slug),
  load: (source, { slug = '' }) => source.articles.get(slug),
};

/**
 * What a marketing page reads, each part empty (null, `{}`) where the page has none: her words
 * and prices, the photos she placed, its Google title and description, and on /contacts the
 * formulas of the enquiry form.
 */
export interface MarketingPageData {
  content: PublishedSiteContent | null;
  placements: PagePlacements;
  seo: SeoPageDocument | null;
  formulas: EnquiryFormulaGroup[] | null;
  /** On a service page, the free slots of its formulas bookable online (docs/decisions/0026). */
  slots: BookableSlots[] | null;
}

/**
 * The loader of the marketing page at `path`, or undefined when it reads nothing. A function,
 * not a table built at load time: a remote that imports the contracts keeps none of its lists.
 */
export function marketingPageLoader(path: string): RouteLoader<MarketingPageData> | undefined {
  const content = siteContentPageAt(path)?.key;
  const placed = placementPages.includes(path);
  const seo = seoPagePaths.includes(path);
  const formulas = path === paths.contact;
  const service = (Object.keys(pricedServicePages) as ServicePageKey[]).find(
    (key) => pricedServicePages[key] === path,
  );
  if (!content && !placed && !seo) return undefined;
  return {
    key: () => marketingPageData(path),
    load: async (source) => {
      const [published, placements, head, groups, slots] = await Promise.all([
        content ? source.siteContent.forPage(content) : null,
        placed ? source.placements.forPage(path) : {},
        seo ? source.siteContent.seo(path) : null,
        formulas ? source.siteContent.formulas() : null,
        service ? source.bookings.slots(service) : null,
      ]);
      return { content: published, placements, seo: head, formulas: groups, slots };
    },
  };
}

/**
 * The move page of a booking's link: a secret page, drawn for its visitor and never kept (its
 * route is `secret`), whose token comes from its address's query.
 */
const moveBooking: RouteLoader<BookingMoveView> = {
  key: () => BOOKING_MOVE_DATA,
  load: (source, { [RESET_TOKEN_PARAM]: token = '' }) => source.bookings.moveView(token),
};

/** The loaders of the routes that read the database, by route path; the marketing pages' come from `loaderOf`. */
export const routeLoaders = {
  [paths.blog]: blogList,
  [blogArticleRoute]: blogArticle,
  [paths.moveBooking]: moveBooking,
} as const;

/** The loader of a route of the table, if it reads the database. */
export const loaderOf = (routePath: string): RouteLoader<unknown> | undefined =>
  (routeLoaders as Record<string, RouteLoader<unknown>>)[routePath] ?? marketingPageLoader(routePath);

/**
 * The values of a route's parameters in `path` (a path of that route, without its query), or
 * undefined when it is not one. A broken escape (`%E0%A4%A`) is kept as typed: no article has it.
 */
export function routeParams(routePath: string, path: string): RouteParams | undefined {
  const pattern = routePath.split('/');
  const asked = path.split('/');
  if (pattern.length !== asked.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, segment] of pattern.entries()) {
    const value = asked[index] ?? '';
    if (!segment.startsWith(':')) {
      if (segment !== value) return undefined;
      continue;
    }
    try {
      params[segment.slice(1)] = decodeURIComponent(value);
    } catch {
      params[segment.slice(1)] = value;
    }
  }
  return params;
}
