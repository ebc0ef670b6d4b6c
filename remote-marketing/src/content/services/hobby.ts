import { hobby } from '@lapm/site-seed/hobby';
import { numberedPhotos, photo } from '../images';
import { type ServiceMedia, servicePageContent } from '../siteContent';

/** The page's gallery: 8 photos (spec section 3). */
const gallery = numberedPhotos('hobby', [
  ['Rugbyman en pleine course, figé au flash', 'landscape'],
  ['Cavalière et cheval blanc dans les marais de Camargue', 'landscape'],
  ["Luthier ajustant les cordes d'une guitare dans son atelier", 'portrait'],
  ["Chien berger assis dans l'herbe, oreilles dressées", 'portrait'],
  ['Danseuse en plein saut sur les quais', 'portrait'],
  ['Céramiste modelant un bol sur son tour', 'landscape'],
  ["Cycliste dans un virage de l'arrière-pays", 'landscape'],
  ['Musicien de jazz au saxophone, éclairage de scène', 'portrait'],
]);

/** The page's photos; its words and prices are published from the admin (« Contenu du site »). */
export const hobbyMedia: ServiceMedia = {
  service: 'hobby',
  hero: photo('hobby/hero', 'Cavalière et son cheval dans la lumière du matin', 'landscape'),
  galleries: {
    'service:hobby': gallery,
  },
};

/** The page as first published: its head's images and reviews, and the tests. */
export const hobbyPage = servicePageContent(hobby, hobbyMedia);
