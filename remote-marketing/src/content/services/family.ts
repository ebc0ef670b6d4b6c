import { famille } from '@lapm/site-seed/famille';
import { numberedPhotos, photo } from '../images';
import { type ServiceMedia, servicePageContent } from '../siteContent';

/** The page's gallery: 8 photos (spec section 3). */
const gallery = numberedPhotos('famille', [
  ['Famille courant dans un champ au printemps', 'landscape'],
  ['Grand-mère entourée de ses petits-enfants', 'landscape'],
  ['Bébé en tenue de baptême dans les bras de sa marraine', 'portrait'],
  ["Jeunes diplômés lançant leur toque en l'air", 'landscape'],
  ["Enfants jouant dans les cartons d'un déménagement", 'landscape'],
  ["Bande d'amis trinquant sur une terrasse au soleil couchant", 'landscape'],
  ['Adolescente en robe de bal avant sa soirée de promo', 'portrait'],
  ['Trois générations se tenant la main sur la plage', 'landscape'],
]);

/** The page's photos; its words and prices are published from the admin (« Contenu du site »). */
export const familyMedia: ServiceMedia = {
  service: 'famille',
  hero: photo('famille/hero', 'Famille riant ensemble sur une plage au soleil couchant', 'landscape'),
  galleries: {
    'service:famille-ami': gallery,
  },
};

/** The page as first published: its head's images and reviews, and the tests. */
export const familyPage = servicePageContent(famille, familyMedia);
