import { type HomePageDocument, type PageHead, paths } from '@lapm/contracts';
import { itemListNode, underHome } from '@lapm/seo';
import { home } from '@lapm/site-seed/home';
import { homeSeo } from '@lapm/site-seed/seo/home';
import { homeImages } from '../homePage';
import { shareImage } from '../images';
import type { StructuredData } from './common';

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

const serviceUrls = { corporate: paths.corporate, lifestyle: paths.lifestyle, wedding: paths.wedding };

/** The list of her formulas, named as her published home page names them. */
export const homeStructuredData =
  (words: HomePageDocument): StructuredData =>
  (site) => [
    itemListNode(
      site,
      words.servicesHeading,
      words.services.map((service) => ({ name: service.title, url: serviceUrls[service.id] })),
    ),
  ];

/** As first published, for the checks of every page's structured data. */
export const structuredData = homeStructuredData(home);
