import type { PricesPageDocument, PricingAnchor, ServiceCardDocument } from '@lapm/contracts';
import { paths } from '@lapm/contracts';
import { corporateCards } from './tarifs/corporate';
import { duoCards } from './tarifs/duo';
import { familleCards } from './tarifs/famille';
import { grossesseCards } from './tarifs/grossesse';
import { hobbyCards } from './tarifs/hobby';
import { mariageCards } from './tarifs/mariage';
import { soloCards } from './tarifs/solo';

/** One card of /tarifs: its key, title, description and the description of its photo. */
export type CardEntry = [key: string, title: string, description: string, alt: string];
type PricedService = 'solo' | 'duo' | 'famille' | 'grossesse' | 'hobby' | 'mariage' | 'corporate';

const targets: Record<PricedService, { path: string; anchor: PricingAnchor }> = {
  solo: { path: paths.solo, anchor: 'tarifs-portrait-solo' },
  duo: { path: paths.duo, anchor: 'tarifs-portrait-duo' },
  famille: { path: paths.family, anchor: 'tarifs-portrait-famille' },
  grossesse: { path: paths.pregnancy, anchor: 'tarifs-portrait-grossesse' },
  hobby: { path: paths.hobby, anchor: 'tarifs-portrait-hobby' },
  mariage: { path: paths.wedding, anchor: 'tarifs-portrait-mariage' },
  corporate: { path: paths.corporate, anchor: 'tarifs-portrait-corporate' },
};

/** Cards that lead to a page other than the service's own (newborn content has its own page). */
const pathOverrides: Record<string, string> = {
  'nouveau-ne-studio': paths.newborn,
  'nouveau-ne-domicile': paths.newborn,
  'premiers-cris': paths.newborn,
};

/** One module a service, in the order /tarifs shows them. */
const entries: Record<PricedService, CardEntry[]> = {
  solo: soloCards,
  duo: duoCards,
  famille: familleCards,
  grossesse: grossesseCards,
  hobby: hobbyCards,
  mariage: mariageCards,
  corporate: corporateCards,
};

/** About sixty cards of /tarifs, each leading to its service page and price cards, on the site's images. */
export const prices: PricesPageDocument = {
  cards: Object.entries(entries).flatMap(([service, list]) => {
    const { path, anchor } = targets[service as PricedService];
    return list.map(
      ([key, title, description, alt]): ServiceCardDocument => ({
        key,
        title,
        description,
        path: pathOverrides[key] ?? path,
        anchor,
        alt,
        photoId: null,
      }),
    );
  }),
};
