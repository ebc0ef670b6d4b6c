import { paths } from '@lapm/contracts';
import { itemListNode, serviceNode } from '@lapm/seo';
import { lifestyleSeo } from '@lapm/site-seed/seo/lifestyle';
import { reviewSummary } from '../../lib/reviews';
import { shareImage } from '../images';
import { lifestylePage } from '../lifestylePage';
import { type StructuredData, underHome } from './common';

export const head = underHome(paths.lifestyle, {
  ...lifestyleSeo,
  breadcrumbName: 'LifeStyle',
  keywords: [
    'portrait lifestyle Montpellier',
    'séance photo lifestyle',
    'photo de famille',
    'photo de couple',
    'photo naissance',
    'photo grossesse',
    'portrait passion',
  ],
  images: [shareImage(lifestylePage.hero)],
  serviceName: 'Portrait lifestyle',
  serviceType: 'Photographie de portrait lifestyle',
});

/** The page's structured data, from the words and reviews it shows. */
export const lifestyleData =
  (page: Pick<typeof lifestylePage, 'reviews' | 'formatsHeading' | 'formats'>): StructuredData =>
  (site) => [
    serviceNode(site, head, reviewSummary(page.reviews)),
    itemListNode(
      site,
      page.formatsHeading,
      page.formats.map((format) => ({ name: format.name, url: `${paths.lifestyle}#${format.id}` })),
    ),
  ];

export const structuredData = lifestyleData(lifestylePage);
