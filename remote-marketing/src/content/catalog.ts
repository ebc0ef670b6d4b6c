import { type PricingAnchor, paths } from '@lapm/contracts';

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
  solo: { name: 'Portrait Solo', anchor: 'tarifs-portrait-solo', path: paths.solo },
  duo: { name: 'Portrait Duo', anchor: 'tarifs-portrait-duo', path: paths.duo },
  famille: { name: 'Portrait Famille & Amis', anchor: 'tarifs-portrait-famille', path: paths.family },
  grossesse: {
    name: 'Grossesse / Nouveau-Né',
    anchor: 'tarifs-portrait-grossesse',
    path: paths.pregnancy,
  },
  hobby: { name: 'Portrait Hobby', anchor: 'tarifs-portrait-hobby', path: paths.hobby },
  mariage: { name: 'Mariage', anchor: 'tarifs-portrait-mariage', path: paths.wedding },
  corporate: { name: 'Portrait Corporate', anchor: 'tarifs-portrait-corporate', path: paths.corporate },
};
