import { paths } from '@lapm/contracts';
import { mariage } from '@lapm/site-seed/mariage';
import { shareImage } from '../images';
import { weddingPage } from '../services/wedding';
import { serviceData, underHome } from './common';

export const head = underHome(paths.wedding, {
  title: 'Photographe de mariage à Montpellier | LAPM Photographie',
  description:
    'Reportage de mariage naturel près de Montpellier, des préparatifs à la soirée : galerie en ligne, 90 à 600 photos retouchées, formules de 899 € à 1 899 €.',
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

export const structuredData = serviceData(head, weddingPage.reviews.list, mariage.prices.table);
