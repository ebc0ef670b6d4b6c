import { usePageData } from '@lapm/api-client/page-data';
import { blogPageData } from '@lapm/contracts';
import type { Article, ListedArticle } from './types';

/**
 * The articles come from the server: in the page it rendered, or through the API client once
 * the visitor navigates. The client (shared, with zod) is only downloaded for that navigation.
 */
const apiClient = () => import('@lapm/api-client');

/** Published articles, newest first. */
export function useArticles(): readonly ListedArticle[] {
  return usePageData(blogPageData.list, async () => (await apiClient()).api.articles.list());
}

/** The published article at `slug`, or null when there is none. */
export function useArticle(slug: string): Article | null {
  return usePageData(blogPageData.article(slug), async () => (await apiClient()).api.articles.get(slug));
}
