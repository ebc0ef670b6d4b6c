import { type PricingAnchor, paths, pricedServiceNames } from '@lapm/contracts';

/** The services that have price cards: one pricing anchor and one service page each. */
export const pricedServices = [
  'solo',
  'duo',
  'famille',
  'grossesse',
  'hobby',
  'mariage',
  'corporate',
] as const;
export type PricedService = (typeof pricedServices)[number];

export interface ServiceInfo {
  /** Name used in the booking e-mail subject: 'Réservation {name} - Formule {formula}'. */
  name: string;
  anchor: PricingAnchor;
  path: string;
}

export const serviceInfo: Record<PricedService, ServiceInfo> = {
  solo: { name: pricedServiceNames.solo, anchor: 'tarifs-portrait-solo', path: paths.solo },
  duo: { name: pricedServiceNames.duo, anchor: 'tarifs-portrait-duo', path: paths.duo },
  famille: { name: pricedServiceNames.famille, anchor: 'tarifs-portrait-famille', path: paths.family },
  grossesse: {
    name: pricedServiceNames.grossesse,
    anchor: 'tarifs-portrait-grossesse',
    path: paths.pregnancy,
  },
  hobby: { name: pricedServiceNames.hobby, anchor: 'tarifs-portrait-hobby', path: paths.hobby },
  mariage: { name: pricedServiceNames.mariage, anchor: 'tarifs-portrait-mariage', path: paths.wedding },
  corporate: {
    name: pricedServiceNames.corporate,
    anchor: 'tarifs-portrait-corporate',
    path: paths.corporate,
  },
};
