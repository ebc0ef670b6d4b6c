import { usePageData } from '@lapm/api-client/page-data';
import {
  type PageHead,
  type PublishedSiteContent,
  type SiteContentDocuments,
  type SiteContentPage,
  seoPageData,
  siteContentPageData,
} from '@lapm/contracts';

// Apart from siteContent.ts, whose service pages' helpers (mail links, price tables, formulas)
// the home page would otherwise download with these two hooks.

/**
 * The words and prices she publishes in the admin (« Contenu du site »), from the server: in the
 * page it rendered, or through the API client once the visitor navigates. The client (shared, with
 * zod) is only downloaded for that navigation.
 */
const apiClient = () => import('@lapm/api-client');

/**
 * The published content of `page`. In the browser, a failed read shows `initial`, the content the
 * site was first published with, bundled with the page: the page stays whole.
 */
export function useSiteContent<P extends SiteContentPage>(
  page: P,
  initial: SiteContentDocuments[P],
): PublishedSiteContent<P> {
  return usePageData(siteContentPageData(page), async () =>
    (await apiClient()).api.siteContent
      .forPage(page)
      .catch((): PublishedSiteContent<P> => ({ document: initial, photos: {} })),
  );
}

/**
 * `head` with the Google title and description she published for its page (« Référencement »);
 * the head as written in code when they cannot be read.
 */
export function usePublishedHead(head: PageHead): PageHead {
  const published = usePageData(seoPageData(head.url), async () =>
    (await apiClient()).api.siteContent.forPage('referencement').catch(() => null),
  );
  const own = published?.document.pages.find((page) => page.path === head.url);
  return own ? { ...head, title: own.title, description: own.description } : head;
}
