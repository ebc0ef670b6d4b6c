import { mariage } from '@lapm/site-seed/mariage';
import { numberedPhotos, photo } from '../images';
import { type ServiceMedia, servicePageContent } from '../siteContent';

/** The page's gallery: 20 photos (spec section 3). */
const gallery = numberedPhotos('mariage', [
  ["Robe de mariée suspendue près d'une fenêtre", 'portrait'],
  ['Témoin ajustant le voile de la mariée', 'portrait'],
  ['Marié nouant sa cravate devant le miroir', 'portrait'],
  ['Alliances posées sur un bouquet de roses', 'square'],
  ['Père de la mariée découvrant sa fille en robe', 'landscape'],
  ['Entrée de la mariée au bras de son père', 'portrait'],
  ['Échange des consentements à la mairie', 'landscape'],
  ['Cérémonie laïque en plein air sous un olivier', 'landscape'],
  ["Larme d'émotion d'une invitée pendant les discours", 'portrait'],
  ['Sortie des mariés sous une pluie de pétales', 'landscape'],
  ['Mariés enlacés dans une allée de platanes', 'portrait'],
  ['Portrait du couple au coucher du soleil dans les vignes', 'landscape'],
  ["Invités trinquant pendant le vin d'honneur", 'landscape'],
  ["Enfants d'honneur courant dans le jardin", 'landscape'],
  ['Table du repas dressée dans un mas provençal', 'landscape'],
  ['Découpe de la pièce montée', 'portrait'],
  ['Ouverture du bal sous une guirlande lumineuse', 'landscape'],
  ['Invités dansant en fin de soirée', 'landscape'],
  ['Séance avant le mariage sur un ponton', 'landscape'],
  ['Mariée pieds nus sur la plage le lendemain', 'portrait'],
]);

/** The page's photos; its words and prices are published from the admin (« Contenu du site »). */
export const weddingMedia: ServiceMedia = {
  service: 'mariage',
  hero: photo('mariage/hero', 'Mariés sortant de la cérémonie sous une pluie de pétales', 'landscape'),
  galleries: {
    'service:mariage': gallery,
  },
};

/** The page as first published: its head's images and reviews, and the tests. */
export const weddingPage = servicePageContent(mariage, weddingMedia);
