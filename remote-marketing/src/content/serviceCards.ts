import type { ServiceCard } from '@lapm/contracts';
import { prices } from '@lapm/site-seed/tarifs';
import type { Photo } from './images';
import { serviceCardsOf } from './siteContent';

/** A card of the services list, with the image it shows as background. */
export interface ServiceCardWithImage extends ServiceCard {
  picture: Photo;
}

/**
 * The cards of /tarifs as first published (about sixty, each leading to its service page's price
 * cards); she edits them in the admin (« Contenu du site »).
 */
export const serviceCards: ServiceCardWithImage[] = serviceCardsOf(prices, {});
