import { defaultContact, type PageHead, REVIEW_SCALE, type Review } from '@lapm/contracts';
import type { AggregateRating, Review as ReviewNode, Service, WithContext } from 'schema-dts';
import { shareImageOf } from '../head';
import { type Site, siteUrl } from '../site';
import { CONTEXT, studioId } from './common';

/** A service page's node: the service, its priced formulas and its customer reviews. */

/** The departments a service page names: the studio's; her towns, which she edits, are the studio node's. */
const departments = defaultContact.areas.map((area) => area.department);

/** What the spec's review records give structured data: the first five and the mean. */
export interface ReviewSummary {
  featured: readonly Review[];
  ratingValue: number | null;
  reviewCount: number;
}

/** 'DD/MM/YYYY' (how reviews are dated) → ISO 8601. */
const isoOf = (date: string) => date.split('/').reverse().join('-');

function ratingOf(summary: ReviewSummary): { aggregateRating?: AggregateRating; review?: ReviewNode[] } {
  if (summary.ratingValue === null || summary.reviewCount === 0) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: summary.ratingValue,
      reviewCount: summary.reviewCount,
      bestRating: REVIEW_SCALE,
      worstRating: 0,
    },
    review: summary.featured.map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.nom },
      datePublished: isoOf(review.date),
      reviewBody: review.commentaire,
      reviewRating: { '@type': 'Rating', ratingValue: review.note, bestRating: REVIEW_SCALE, worstRating: 0 },
    })),
  };
}

/** A formula of a service with its price, in euros (its price card). */
export interface ServiceOffer {
  name: string;
  price: number;
  /** TTC (VAT included) or HT. */
  taxIncluded: boolean;
}

const CURRENCY = 'EUR';

/**
 * A service page's offer, provided by the studio, with its customer reviews and a priced `Offer`
 * per formula, pointing at the price cards.
 */
export function serviceNode(
  site: Site,
  head: PageHead,
  reviews?: ReviewSummary,
  offers: readonly ServiceOffer[] = [],
): WithContext<Service> {
  const url = siteUrl(site, head.url);
  const cards = siteUrl(site, head.serviceId ?? head.url);
  return {
    '@context': CONTEXT,
    '@type': 'Service',
    '@id': siteUrl(site, head.serviceId ?? `${head.url}#prestation`),
    name: head.serviceName ?? head.breadcrumbName,
    ...(head.serviceType && { serviceType: head.serviceType }),
    description: head.description,
    url,
    image: shareImageOf(head, site).url,
    provider: { '@id': studioId(site) },
    areaServed: departments.map((name) => ({ '@type': 'AdministrativeArea', name })),
    ...(offers.length > 0 && {
      offers: offers.map((offer) => ({
        '@type': 'Offer',
        name: offer.name,
        price: offer.price,
        priceCurrency: CURRENCY,
        priceSpecification: {
          '@type': 'PriceSpecification',
          price: offer.price,
          priceCurrency: CURRENCY,
          valueAddedTaxIncluded: offer.taxIncluded,
        },
        url: cards,
        seller: { '@id': studioId(site) },
      })),
    }),
    ...(reviews && ratingOf(reviews)),
  };
}
