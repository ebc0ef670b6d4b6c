import { usePageData } from '@lapm/api-client/page-data';
import { blogArticleRoute, blogPageData, paths } from '@lapm/contracts';
import type { Article, ListedArticle } from './types';

/**
 * The articles come from their routes' loaders, declared beside the route table (@lapm/contracts):
 * in the page the server rendered with them, or run by the API client (`routeData`, with the API as
 * their source) once the visitor navigates. The client (shared, with zod, and the loaders) is only
 * downloaded for that navigation: the blog's scripts keep the loaders' keys alone.
 */
const routeData = async () => (await import('@lapm/api-client')).routeData;

/** Published articles, newest first. */
export function useArticles(): readonly ListedArticle[] {
  return usePageData(blogPageData.list, async () => (await routeData())(paths.blog));
}

/** The published article at `slug`, or null when there is none. */
export function useArticle(slug: string): Article | null {
  return usePageData(blogPageData.article(slug), async () => (await routeData())(blogArticleRoute, { slug }));
}
