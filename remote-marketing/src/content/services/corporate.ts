import { corporate } from '@lapm/site-seed/corporate';
import { numberedPhotos, photo } from '../images';
import { type ServiceMedia, servicePageContent } from '../siteContent';

/** The page's gallery: 8 photos (spec section 3). */
const gallery = numberedPhotos('corporate', [
  ['Dirigeante souriante en veste bleu marine, fond gris uni', 'portrait'],
  ['Consultant en chemise blanche, bras croisés, lumière de studio', 'portrait'],
  ['Architecte devant ses plans dans un bureau lumineux', 'landscape'],
  ["Avocate assise à son bureau, regard franc vers l'objectif", 'portrait'],
  ['Équipe de cinq collaborateurs alignés devant une façade vitrée', 'landscape'],
  ["Portrait au flash d'un commercial sur fond noir", 'portrait'],
  ["Deux associés échangeant autour d'un café", 'landscape'],
  ['Kinésithérapeute dans son cabinet, lumière naturelle', 'portrait'],
]);

/** The page's photos; its words and prices are published from the admin (« Contenu du site »). */
export const corporateMedia: ServiceMedia = {
  service: 'corporate',
  hero: photo(
    'corporate/hero',
    "Portrait professionnel d'une dirigeante dans un bureau lumineux",
    'landscape',
  ),
  galleries: {
    'service:corporate-individuels': gallery.slice(0, 4),
    'service:corporate-equipes': gallery.slice(4),
  },
};

/** The page as first published: its head's images and reviews, and the tests. */
export const corporatePage = servicePageContent(corporate, corporateMedia);
