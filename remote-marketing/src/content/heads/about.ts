import { paths } from '@lapm/contracts';
import { personNode } from '@lapm/seo';
import { aboutSeo } from '@lapm/site-seed/seo/about';
import { aboutPage } from '../aboutPage';
import { shareImage } from '../images';
import { type StructuredData, underHome } from './common';

export const head = underHome(paths.about, {
  ...aboutSeo,
  breadcrumbName: 'Qui suis-je ?',
  keywords: [
    'photographe portraitiste',
    'photographe Montpellier',
    'parcours photographe',
    'photographe mariage',
  ],
  type: 'profile',
  images: [shareImage(aboutPage.portrait)],
});

export const structuredData: StructuredData = (site) => [
  personNode(site, head, {
    jobTitle: 'Photographe portraitiste et de mariage',
    knowsAbout: [
      'Portrait',
      'Photographie de mariage',
      'Portrait corporate',
      'Éclairage au flash',
      'Photographie argentique',
    ],
  }),
];
