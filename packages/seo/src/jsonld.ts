import {
  type ContactDocument,
  type Crumb,
  defaultContact,
  openingHours,
  openingHoursLabel,
  type PageHead,
  paths,
  phoneE164,
  priceRange,
  REVIEW_SCALE,
  type Review,
  studio,
  studioAddress,
} from '@lapm/contracts';
import { isPlaceholderSrc } from '@lapm/ui';
import type {
  AggregateRating,
  Blog,
  BlogPosting,
  BreadcrumbList,
  CollectionPage,
  FAQPage,
  ImageGallery,
  ItemList,
  Person,
  ProfessionalService,
  Review as ReviewNode,
  Service,
  Thing,
  WithContext,
} from 'schema-dts';
import { keywordsOf, LOGO, shareImageOf } from './head';
import { type Site, siteUrl } from './site';

/**
 * JSON-LD builders. The node types come from schema-dts (the schema.org vocabulary as
 * TypeScript types), so a misspelt property or a wrong value type fails the typecheck;
 * the tests check Google's required properties on top.
 */
export type JsonLd = WithContext<Thing>;

const CONTEXT = 'https://schema.org' as const;
const LANGUAGE = 'fr-FR';

/** Stable identifiers, so nodes of one page (and of every page) point at the same studio. */
export const studioId = (site: Site) => `${site.origin}/#studio`;
export const photographerId = (site: Site) => `${site.origin}/#photographe`;

/** The departments a service page names: the studio's; her towns, which she edits, are the studio node's. */
const departments = defaultContact.areas.map((area) => area.department);

/**
 * The opening hours as structured data: the studio's own while her published hours are its words;
 * hours she rewrote are free text, which Google would not read, so none are claimed rather than old ones.
 */
const openingHoursOf = (contact: ContactDocument) =>
  contact.hours === openingHoursLabel
    ? {
        openingHoursSpecification: openingHours.map((slot) => ({
          '@type': 'OpeningHoursSpecification' as const,
          dayOfWeek: [...slot.days],
          opens: slot.opens,
          closes: slot.closes,
        })),
      }
    : {};

/**
 * The studio: a local professional service (spec section 9: hours, price range, towns served), with
 * Contact's details as she published them.
 */
export function studioNode(
  site: Site,
  contact: ContactDocument = defaultContact,
): WithContext<ProfessionalService> {
  return {
    '@context': CONTEXT,
    '@type': 'ProfessionalService',
    '@id': studioId(site),
    name: studio.name,
    description:
      'Photographe portrait et mariage près de Montpellier : particuliers, familles et entreprises.',
    url: siteUrl(site, paths.home),
    logo: {
      '@type': 'ImageObject',
      url: siteUrl(site, LOGO.src),
      width: String(LOGO.width),
      height: String(LOGO.height),
    },
    image: siteUrl(site, LOGO.src),
    email: contact.email,
    telephone: phoneE164(contact.phone),
    priceRange,
    address: {
      '@type': 'PostalAddress',
      streetAddress: studioAddress.street,
      addressLocality: studioAddress.locality,
      postalCode: studioAddress.postalCode,
      addressRegion: studioAddress.region,
      addressCountry: studioAddress.country,
    },
    geo: { '@type': 'GeoCoordinates', ...studioAddress.geo },
    ...openingHoursOf(contact),
    areaServed: contact.areas.flatMap((area) =>
      area.towns.map((town) => ({
        '@type': 'City' as const,
        name: town,
        containedInPlace: { '@type': 'AdministrativeArea' as const, name: area.department },
      })),
    ),
    founder: { '@id': photographerId(site) },
    sameAs: studio.socials.map((social) => social.url),
  };
}

/** The trail of a page: the home page, the record's parents, the page itself. */
export function trailOf(head: PageHead): Crumb[] {
  if (head.url === paths.home) return [{ name: head.breadcrumbName, url: head.url }];
  return [
    { name: 'Accueil', url: paths.home },
    ...(head.parents ?? []),
    { name: head.breadcrumbName, url: head.url },
  ];
}

/**
 * BreadcrumbList of every page. The record's position is the page's place in the trail:
 * a record whose parents disagree with it is a content error, reported at once.
 */
export function breadcrumbNode(site: Site, head: PageHead): WithContext<BreadcrumbList> {
  const trail = trailOf(head);
  if (trail.length !== head.position) {
    throw new Error(
      `Page ${head.url}: position ${head.position}, but its breadcrumb has ${trail.length} steps`,
    );
  }
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: siteUrl(site, crumb.url),
    })),
  };
}

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

export interface ListEntry {
  name: string;
  /** Path (with an optional anchor) on the site. */
  url: string;
}

/** A page that lists things (services, articles, formats): one ListItem each, in page order. */
export function itemListNode(site: Site, name: string, entries: readonly ListEntry[]): WithContext<ItemList> {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name,
    numberOfItems: entries.length,
    itemListElement: entries.map((entry, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: entry.name,
      url: siteUrl(site, entry.url),
    })),
  };
}

/** Who am I: the photographer. */
export function personNode(
  site: Site,
  head: PageHead,
  person: { jobTitle: string; knowsAbout: readonly string[] },
): WithContext<Person> {
  return {
    '@context': CONTEXT,
    '@type': 'Person',
    '@id': photographerId(site),
    name: studio.photographer,
    jobTitle: person.jobTitle,
    knowsAbout: [...person.knowsAbout],
    description: head.description,
    url: siteUrl(site, head.url),
    worksFor: { '@id': studioId(site) },
    workLocation: { '@type': 'City', name: studioAddress.locality },
    sameAs: studio.socials.map((social) => social.url),
  };
}

export interface Album {
  id: string;
  title: string;
  description: string;
}

/** The portfolio: a collection page whose main content is an image gallery made of albums. */
export function portfolioNodes(
  site: Site,
  head: PageHead,
  albums: readonly Album[],
): [WithContext<CollectionPage>, WithContext<ImageGallery>] {
  const url = siteUrl(site, head.url);
  const galleryId = `${url}#galerie`;
  return [
    {
      '@context': CONTEXT,
      '@type': 'CollectionPage',
      '@id': url,
      url,
      name: head.title,
      description: head.description,
      inLanguage: LANGUAGE,
      isPartOf: { '@type': 'WebSite', name: studio.name, url: siteUrl(site, paths.home) },
      about: { '@id': studioId(site) },
      mainEntity: { '@id': galleryId },
    },
    {
      '@context': CONTEXT,
      '@type': 'ImageGallery',
      '@id': galleryId,
      name: head.breadcrumbName,
      description: head.description,
      url,
      author: { '@id': photographerId(site) },
      hasPart: albums.map((album) => ({
        '@type': 'ImageGallery',
        name: album.title,
        description: album.description,
        url: `${url}#${album.id}`,
      })),
    },
  ];
}

/** The blog list page. */
export function blogNode(site: Site, head: PageHead): WithContext<Blog> {
  return {
    '@context': CONTEXT,
    '@type': 'Blog',
    name: head.title,
    description: head.description,
    url: siteUrl(site, head.url),
    inLanguage: LANGUAGE,
    publisher: { '@id': studioId(site) },
  };
}

/**
 * An article. Google's article rules want the publisher named with its logo inside the
 * posting itself, not only by reference, and an image: the article's cover when it has a file
 * (`article.image`), else the share image, else the logo. Its headline is the article's own
 * heading (`article.headline`), without the site's name the page title carries.
 */
export function blogPostingNode(
  site: Site,
  head: PageHead,
  published: string,
  article: { headline?: string; image?: string } = {},
): WithContext<BlogPosting> {
  const url = siteUrl(site, head.url);
  const cover = article.image && !isPlaceholderSrc(article.image) ? siteUrl(site, article.image) : undefined;
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    headline: article.headline ?? head.title,
    description: head.description,
    datePublished: published,
    dateModified: published,
    inLanguage: LANGUAGE,
    keywords: keywordsOf(head).join(', '),
    image: cover ?? shareImageOf(head, site).url,
    author: {
      '@type': 'Person',
      '@id': photographerId(site),
      name: head.author,
      url: siteUrl(site, paths.about),
    },
    publisher: {
      '@type': 'ProfessionalService',
      '@id': studioId(site),
      name: studio.name,
      logo: { '@type': 'ImageObject', url: siteUrl(site, LOGO.src) },
    },
    mainEntityOfPage: url,
  };
}

/**
 * The FAQ: each question with its accepted answer, as the page shows them (Google's FAQ rich
 * result wants the answer's full text, the page's own words).
 */
export function faqPageNode(
  site: Site,
  head: PageHead,
  questions: readonly { question: string; answer: string }[],
): WithContext<FAQPage> {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    '@id': `${siteUrl(site, head.url)}#faq`,
    name: head.title,
    url: siteUrl(site, head.url),
    inLanguage: LANGUAGE,
    mainEntity: questions.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}

/** JSON for a <script type="application/ld+json">: "<" escaped so no text can close the script. */
export function serializeJsonLd(nodes: readonly JsonLd[]): string {
  return JSON.stringify(nodes).replace(/</g, '\\u003c');
}
