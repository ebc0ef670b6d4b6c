import { duo } from '@lapm/site-seed/duo';
import { numberedPhotos, photo } from '../images';
import { type ServiceMedia, servicePageContent } from '../siteContent';

/** The page's gallery: 8 photos (spec section 3). */
const gallery = numberedPhotos('duo', [
  ["Couple enlacé sur la plage de l'Espiguette", 'landscape'],
  ['Deux sœurs se chuchotant un secret en riant', 'portrait'],
  ['Couple front contre front en studio, fond gris', 'portrait'],
  ['Père portant son fils sur les épaules dans un parc', 'portrait'],
  ['Fiancés marchant main dans la main dans les vignes', 'landscape'],
  ["Couple assis sur un ponton au bord de l'étang", 'landscape'],
  ["Mère et fille allongées dans l'herbe, vue de dessus", 'square'],
  ['Deux amis éclatant de rire sur un banc', 'portrait'],
]);

/** The page's photos; its words and prices are published from the admin (« Contenu du site »). */
export const duoMedia: ServiceMedia = {
  service: 'duo',
  hero: photo('duo/hero', 'Couple enlacé face à la mer au coucher du soleil', 'landscape'),
  galleries: {
    'service:duo': gallery,
  },
};

/** The page as first published: its head's images and reviews, and the tests. */
export const duoPage = servicePageContent(duo, duoMedia);
