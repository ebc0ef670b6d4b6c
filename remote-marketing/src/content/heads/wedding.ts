import { paths } from '@lapm/contracts';
import { mariage } from '@lapm/site-seed/mariage';
import { weddingSeo } from '@lapm/site-seed/seo/wedding';
import { shareImage } from '../images';
import { weddingPage } from '../services/wedding';
import { serviceData, underHome } from './common';

export const head = underHome(paths.wedding, {
  ...weddingSeo,
  breadcrumbName: 'Mariage',
  keywords: [
    'photographe mariage Montpellier',
    'reportage mariage',
    'photographe mariage Hérault',
    'photo de mariage',
    'mariage Gard',
    'photographe mariage Camargue',
  ],
  images: [shareImage(weddingPage.hero)],
  serviceName: 'Reportage de mariage',
  serviceId: `${paths.wedding}#tarifs-portrait-mariage`,
  serviceType: 'Photographie de mariage',
});

export const structuredData = serviceData(head, weddingPage.reviews.list, mariage.prices);
