import { usePageData } from '@lapm/api-client/page-data';
import {
  type CardPhoto,
  type CopyLink as DocumentLink,
  displayPriceTable,
  formulasOf,
  type PageHead,
  type PublishedSiteContent,
  placedPhotoImage,
  type ServicePageDocument,
  type SiteContentDocuments,
  type SiteContentPage,
  seoPageData,
  siteContentPageData,
} from '@lapm/contracts';
import { mailtoHref } from '@lapm/ui';
import type { PricedService } from './catalog';
import { type Photo, photo, shareImage } from './images';
import { quoteMailLink } from './mailLinks';
import type { ServiceCardWithImage } from './serviceCards';
import type { Block, CopyLink, ServicePageContent } from './types';

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

/** The photos of a service page, which stay in the code: its hero and each gallery's demo photos, by place. */
export interface ServiceMedia {
  service: PricedService;
  hero: Photo;
  galleries: Record<string, Photo[]>;
}

const copyLink = (link: DocumentLink, recipient?: string): CopyLink =>
  'mail' in link ? { label: link.label, href: mailtoHref(quoteMailLink(recipient)) } : link;

/**
 * A service page as its components show it: her words and prices, with the page's photos; its quote
 * link writes to `recipient`, the e-mail of Contact's details.
 */
export function servicePageContent(
  document: ServicePageDocument,
  media: ServiceMedia,
  title = document.title,
  recipient?: string,
): ServicePageContent {
  const blocks = document.blocks.map(
    (block): Block =>
      block.kind === 'text'
        ? { ...block, links: block.links?.map((link) => copyLink(link, recipient)) }
        : { ...block, images: media.galleries[block.place] ?? [] },
  );
  return {
    title,
    lead: document.lead,
    hero: media.hero,
    blocks,
    prices: {
      service: media.service,
      heading: document.prices.heading,
      intro: document.prices.intro,
      table: displayPriceTable(document.prices.table),
      formulas: formulasOf(document.prices),
    },
    reviews: document.reviews,
  };
}

/** The cards of /tarifs: a card shows her library photo when she chose one, else the site's image. */
export function serviceCardsOf(
  document: SiteContentDocuments['tarifs'],
  photos: Record<string, CardPhoto>,
): ServiceCardWithImage[] {
  return document.cards.map(({ photoId, alt, ...card }) => {
    const chosen = photoId ? photos[photoId] : undefined;
    const picture = chosen ? placedPhotoImage(chosen) : photo(`services/${card.key}`, alt, 'landscape');
    return { ...card, image: shareImage(picture).src, picture };
  });
}
