import { type PageHead, paths } from '@lapm/contracts';
import { itemListNode } from '@lapm/seo';
import { homeSeo } from '@lapm/site-seed/seo/home';
import { fr } from '../../i18n/fr';
import { homeImages } from '../homePage';
import { shareImage } from '../images';
import { type StructuredData, underHome } from './common';

export const head: PageHead = {
  ...underHome(paths.home, {
    ...homeSeo,
    breadcrumbName: 'Accueil',
    keywords: [
      'photographe Montpellier',
      'photographe mariage Montpellier',
      'photographe portrait Montpellier',
      'photographe Hérault',
      'séance photo Montpellier',
      'portrait corporate',
      'photo lifestyle',
      'photographe famille',
      'photographe grossesse',
    ],
    images: [shareImage(homeImages.hero)],
  }),
  position: 1,
};

export const structuredData: StructuredData = (site) => [
  itemListNode(site, fr.home.servicesHeading, [
    { name: fr.home.services.corporate.title, url: paths.corporate },
    { name: fr.home.services.lifestyle.title, url: paths.lifestyle },
    { name: fr.home.services.wedding.title, url: paths.wedding },
  ]),
];
