import { usePageData } from '@lapm/api-client/page-data';
import {
  type MarketingPageData,
  marketingPageData,
  type PageHead,
  type PublishedSiteContent,
  type SiteContentDocuments,
  type SiteContentPage,
} from '@lapm/contracts';

// Apart from siteContent.ts, whose service pages' helpers (mail links, price tables, formulas)
// the home page would otherwise download with these hooks.

/**
 * What the marketing page at `path` reads from the database, by its route's loader (declared
 * beside the route table, @lapm/contracts; docs/decisions/0026): in the page the server rendered
 * with it, or run with the API client as its source once the visitor navigates. The client
 * (shared, with zod, and the loaders) is only downloaded for that navigation.
 */
export function useMarketingPage(path: string): MarketingPageData {
  return usePageData(
    marketingPageData(path),
    async () => (await (await import('@lapm/api-client')).routeData(path)) as MarketingPageData,
  );
}

/**
 * The published content `P` of the page at `path`. In the browser, a failed read shows
 * `initial`, the content the site was first published with, bundled with the page: the page
 * stays whole.
 */
export function useSiteContent<P extends SiteContentPage>(
  path: string,
  initial: SiteContentDocuments[P],
): PublishedSiteContent<P> {
  const { content } = useMarketingPage(path);
  return (content as PublishedSiteContent<P> | null) ?? { document: initial, photos: {} };
}

/**
 * `head` with the Google title and description she published for its page (« Référencement »);
 * the head as written in code when they cannot be read.
 */
export function usePublishedHead(head: PageHead): PageHead {
  const { seo } = useMarketingPage(head.url);
  return seo ? { ...head, title: seo.title, description: seo.description } : head;
}
