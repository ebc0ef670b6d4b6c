import { paths } from '@lapm/contracts';
import { grossesse } from '@lapm/site-seed/grossesse';
import { pregnancySeo } from '@lapm/site-seed/seo/pregnancy';
import { shareImage } from '../images';
import { pregnancyPage } from '../services/pregnancy';
import { serviceData, underLifestyle } from './common';

export const head = underLifestyle(paths.pregnancy, {
  ...pregnancySeo,
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

export const structuredData = serviceData(head, pregnancyPage.reviews.list, grossesse.prices);
