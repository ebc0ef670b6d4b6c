import { solo } from '@lapm/site-seed/solo';
import { numberedPhotos, photo } from '../images';
import { type ServiceMedia, servicePageContent } from '../siteContent';

/** The page's gallery: 8 photos (spec section 3). */
const gallery = numberedPhotos('solo', [
  ["Jeune femme riant dans une ruelle de l'Écusson", 'portrait'],
  ['Homme barbu adossé à un mur de pierre, lumière dorée', 'portrait'],
  ['Portrait en studio sur fond crème, regard vers la fenêtre', 'portrait'],
  ['Femme aux cheveux bouclés dans les herbes hautes', 'portrait'],
  ['Silhouette de profil face à la mer au coucher du soleil', 'landscape'],
  ['Étudiante assise sur les marches de la promenade du Peyrou', 'portrait'],
  ["Portrait en noir et blanc d'un comédien, éclairage latéral", 'portrait'],
  ['Femme en robe fleurie marchant dans une allée de platanes', 'landscape'],
]);

/** The page's photos; its words and prices are published from the admin (« Contenu du site »). */
export const soloMedia: ServiceMedia = {
  service: 'solo',
  hero: photo('solo/hero', 'Jeune femme souriante dans la lumière dorée de fin de journée', 'landscape'),
  galleries: {
    'service:solo-lumiere-naturelle': gallery.slice(0, 4),
    'service:solo-ambiances': gallery.slice(4),
  },
};

/** The page as first published: its head's images and reviews, and the tests. */
export const soloPage = servicePageContent(solo, soloMedia);
