import { type AboutPageDocument, paths } from '@lapm/contracts';
import { about } from '@lapm/site-seed/about';
import { photo } from './images';

/** The page's photo and links; her biography is published from the admin (« Contenu du site »). */
export const aboutMedia = {
  portrait: photo(
    'a-propos/portrait',
    'Portrait de la photographe, appareil photo à la main, souriante',
    'portrait',
  ),
  servicesLink: { label: 'Découvrir mes prestations et mes tarifs', to: paths.prices },
  portfolioLink: { label: 'Voir le portfolio', to: `${paths.portfolio}#top` },
};

export const aboutPageContent = (document: AboutPageDocument) => ({ ...document, ...aboutMedia });

/** The page as first published. */
export const initialAboutPage = about;
export const aboutPage = aboutPageContent(about);
