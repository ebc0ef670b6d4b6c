import { usePageData } from '@lapm/api-client/page-data';
import { blogArticleRoute, paths, routeLoaders } from '@lapm/contracts';
import type { Article, ListedArticle } from './types';

/**
 * The articles come from their routes' loaders, declared beside the route table (@lapm/contracts):
 * in the page the server rendered with them, or run here with the API client as their source once
 * the visitor navigates. The client (shared, with zod) is only downloaded for that navigation.
 */
const pageSource = async () => (await import('@lapm/api-client')).pageSource;

/** Published articles, newest first. */
export function useArticles(): readonly ListedArticle[] {
  const loader = routeLoaders[paths.blog];
  return usePageData(loader.key({}), async () => loader.load(await pageSource(), {}));
}

/** The published article at `slug`, or null when there is none. */
export function useArticle(slug: string): Article | null {
  const loader = routeLoaders[blogArticleRoute];
  return usePageData(loader.key({ slug }), async () => loader.load(await pageSource(), { slug }));
}
