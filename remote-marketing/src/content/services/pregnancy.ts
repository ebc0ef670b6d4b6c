import { grossesse } from '@lapm/site-seed/grossesse';
import { numberedPhotos, photo } from '../images';
import { type ServiceMedia, servicePageContent } from '../siteContent';

/** The page's gallery: 12 photos (spec section 3). */
const gallery = numberedPhotos('grossesse', [
  ['Femme enceinte de profil sur fond crème', 'portrait'],
  ['Mains en forme de cœur posées sur un ventre arrondi', 'square'],
  ['Future maman dans un champ de lavande', 'portrait'],
  ['Futur papa embrassant le ventre de sa compagne', 'portrait'],
  ["Femme enceinte près d'une fenêtre, lumière du matin", 'portrait'],
  ['Couple tenant une paire de chaussons de bébé', 'landscape'],
  ['Nouveau-né endormi dans une couverture en laine', 'landscape'],
  ['Petits pieds de nouveau-né dans les mains de ses parents', 'square'],
  ['Grand frère embrassant le front du bébé', 'landscape'],
  ['Nouveau-né bâillant dans les bras de sa maman', 'portrait'],
  ['Bébé endormi sur le torse de son papa', 'landscape'],
  ["Main de nouveau-né serrant le doigt d'un parent", 'square'],
]);

/** The page's photos; its words and prices are published from the admin (« Contenu du site »). */
export const pregnancyMedia: ServiceMedia = {
  service: 'grossesse',
  hero: photo('grossesse/hero', 'Future maman de profil, les mains posées sur son ventre', 'landscape'),
  galleries: {
    'service:grossesse': gallery,
  },
};

/** The page as first published: its head's images and reviews, and the tests. */
export const pregnancyPage = servicePageContent(grossesse, pregnancyMedia);
