import { paths } from '@lapm/contracts';
import { itemListNode } from '@lapm/seo';
import { pricesSeo } from '@lapm/site-seed/seo/prices';
import { fr } from '../../i18n/fr';
import { type ServiceCardWithImage, serviceCards } from '../serviceCards';
import { type StructuredData, underHome } from './common';

export const head = underHome(paths.prices, {
  ...pricesSeo,
  breadcrumbName: 'Tarifs',
  keywords: [
    'tarifs photographe Montpellier',
    'prix séance photo',
    'tarif photographe mariage',
    'prix portrait corporate',
    'séance photo famille prix',
    'formules photo',
  ],
});

/** The list of the cards the page shows. */
export const pricesData =
  (cards: readonly ServiceCardWithImage[]): StructuredData =>
  (site) => [
    itemListNode(
      site,
      fr.prices.gridLabel,
      cards.map((card) => ({ name: card.title, url: `${card.path}#${card.anchor}` })),
    ),
  ];

export const structuredData = pricesData(serviceCards);
