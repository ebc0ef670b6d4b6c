import { paths } from '@lapm/contracts';
import { solo } from '@lapm/site-seed/solo';
import { shareImage } from '../images';
import { soloPage } from '../services/solo';
import { serviceData, underLifestyle } from './common';

export const head = underLifestyle(paths.solo, {
  title: 'Portrait solo en studio ou en extérieur | LAPM Photographie',
  description:
    'Une séance portrait rien que pour vous près de Montpellier, en studio ou en extérieur : 5 à 22 photos retouchées dans une galerie privée. Dès 99 €.',
  breadcrumbName: 'Solo',
  keywords: [
    'portrait solo Montpellier',
    'séance photo individuelle',
    'photo Feel Good',
    'book photo',
    'portrait studio',
  ],
  images: [shareImage(soloPage.hero)],
  serviceName: 'Portrait solo',
  serviceId: `${paths.solo}#tarifs-portrait-solo`,
  serviceType: 'Photographie de portrait',
});

export const structuredData = serviceData(head, soloPage.reviews.list, solo.prices.table);
