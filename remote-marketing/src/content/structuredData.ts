import { paths } from '@lapm/contracts';
import { itemListNode, type JsonLd, personNode, portfolioNodes, type Site, serviceNode } from '@lapm/seo';
import { fr } from '../i18n/fr';
import { reviewSummary } from '../lib/reviews';
import { lifestylePage } from './lifestylePage';
import { pageHeads } from './pageHeads';
import { portfolioAlbums } from './portfolio';
import { type ReviewGroup, reviewsByService } from './reviews';
import { serviceCards } from './serviceCards';

/**
 * Each page's own structured data (the studio and the breadcrumb come with every head):
 * a Service with its reviews on service pages, an ItemList where a page lists things,
 * the photographer on who am I, a collection page and gallery on the portfolio.
 */
type Builder = (site: Site) => JsonLd[];

type ServiceKey = 'corporate' | 'wedding' | 'solo' | 'duo' | 'family' | 'newborn' | 'pregnancy' | 'hobby';
const reviewGroups: Record<ServiceKey, ReviewGroup> = {
  corporate: 'corporate',
  wedding: 'mariage',
  solo: 'solo',
  duo: 'duo',
  family: 'famille',
  newborn: 'grossesse',
  pregnancy: 'grossesse',
  hobby: 'hobby',
};

const service =
  (key: ServiceKey): Builder =>
  (site) => [serviceNode(site, pageHeads[key], reviewSummary(reviewsByService[reviewGroups[key]]))];

export const structuredData = {
  home: (site) => [
    itemListNode(site, fr.home.servicesHeading, [
      { name: fr.home.services.corporate.title, url: paths.corporate },
      { name: fr.home.services.lifestyle.title, url: paths.lifestyle },
      { name: fr.home.services.wedding.title, url: paths.wedding },
    ]),
  ],
  prices: (site) => [
    itemListNode(
      site,
      fr.prices.gridLabel,
      serviceCards.map((card) => ({ name: card.title, url: `${card.path}#${card.anchor}` })),
    ),
  ],
  about: (site) => [
    personNode(site, pageHeads.about, {
      jobTitle: 'Photographe portraitiste et de mariage',
      knowsAbout: [
        'Portrait',
        'Photographie de mariage',
        'Portrait corporate',
        'Éclairage au flash',
        'Photographie argentique',
      ],
    }),
  ],
  portfolio: (site) => portfolioNodes(site, pageHeads.portfolio, Object.values(portfolioAlbums)),
  lifestyle: (site) => [
    serviceNode(site, pageHeads.lifestyle, reviewSummary(reviewsByService.lifestyle)),
    itemListNode(
      site,
      lifestylePage.formatsHeading,
      lifestylePage.formats.map((format) => ({ name: format.name, url: `${paths.lifestyle}#${format.id}` })),
    ),
  ],
  corporate: service('corporate'),
  wedding: service('wedding'),
  solo: service('solo'),
  duo: service('duo'),
  family: service('family'),
  newborn: service('newborn'),
  pregnancy: service('pregnancy'),
  hobby: service('hobby'),
} satisfies Partial<Record<keyof typeof pageHeads, Builder>>;
