import { paths } from '@lapm/contracts';
import { grossesse } from '@lapm/site-seed/grossesse';
import { shareImage } from '../images';
import { pregnancyPage } from '../services/pregnancy';
import { serviceData, underLifestyle } from './common';

export const head = underLifestyle(paths.pregnancy, {
  title: 'Grossesse et nouveau-né à Montpellier | LAPM Photographie',
  description:
    'Séance grossesse idéalement au 7e ou 8e mois, puis nouveau-né de 5 à 15 jours : en studio, en extérieur ou chez vous, près de Montpellier. Dès 159 €.',
  breadcrumbName: 'Grossesse',
  keywords: [
    'photographe grossesse Montpellier',
    'photo de grossesse',
    'séance 9 mois',
    'photo future maman',
    'photo nouveau-né',
  ],
  images: [shareImage(pregnancyPage.hero)],
  serviceName: 'Séance grossesse',
  serviceId: `${paths.pregnancy}#tarifs-portrait-grossesse`,
  serviceType: 'Photographie de grossesse',
});

export const structuredData = serviceData(head, pregnancyPage.reviews.list, grossesse.prices.table);
