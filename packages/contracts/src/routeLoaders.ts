// Types of the contracts only (no zod at run time): the shell and every remote may import this.
import type { ArticleSummary, PublicArticle } from './articles';
import { blogPageData } from './rendering';
import { blogArticleRoute, paths } from './routes';

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
}

/** The values of a route's parameters, as its address gives them (already decoded). */
export type RouteParams = Readonly<Record<string, string | undefined>>;

/**
 * The data of one route, declared beside the route table: the same function runs for the server
 * render and for a navigation in the browser, each with its own source. `key` names the value in
 * the page's data, which the browser's first render reads instead of asking again.
 */
export interface RouteLoader<T> {
  key(params: RouteParams): string;
  load(source: PageSource, params: RouteParams): Promise<T>;
}

const blogList: RouteLoader<ArticleSummary[]> = {
  key: () => blogPageData.list,
  load: (source) => source.articles.list(),
};

const blogArticle: RouteLoader<PublicArticle | null> = {
  key: ({ slug = '' }) => blogPageData.article(slug),
  load: (source, { slug = '' }) => source.articles.get(slug),
};

/** The loaders of the routes that read the database, by route path. */
export const routeLoaders = {
  [paths.blog]: blogList,
  [blogArticleRoute]: blogArticle,
} as const;

/** The loader of a route of the table, if it reads the database. */
export const loaderOf = (routePath: string): RouteLoader<unknown> | undefined =>
  (routeLoaders as Record<string, RouteLoader<unknown>>)[routePath];

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
