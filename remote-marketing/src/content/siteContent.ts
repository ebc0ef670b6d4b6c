import {
  type CardPhoto,
  type CopyLink as DocumentLink,
  displayPriceTable,
  formulasOf,
  placedPhotoImage,
  type ServicePageDocument,
  type SiteContentDocuments,
} from '@lapm/contracts';
import { mailtoHref } from '@lapm/ui';
import type { PricedService } from './catalog';
import { type Photo, photo, shareImage } from './images';
import { quoteMailLink } from './mailLinks';
import type { ServiceCardWithImage } from './serviceCards';
import type { Block, CopyLink, ServicePageContent } from './types';

// Read apart (published.ts): a page that only shows her words takes none of what follows.
export { usePublishedHead, useSiteContent } from './published';

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
