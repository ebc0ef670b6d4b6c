import { paths } from '@lapm/contracts';
import { personNode } from '@lapm/seo';
import { aboutPage } from '../aboutPage';
import { shareImage } from '../images';
import { type StructuredData, underHome } from './common';

export const head = underHome(paths.about, {
  title: 'Qui suis-je ? Photographe à Montpellier | LAPM Photographie',
  description:
    'Laure-Anne, photographe de portrait et de mariage près de Montpellier : de l’argentique au flash, sept ans de pratique pour des portraits qui vous ressemblent.',
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
