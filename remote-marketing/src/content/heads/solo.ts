import { paths } from '@lapm/contracts';
import { soloSeo } from '@lapm/site-seed/seo/solo';
import { solo } from '@lapm/site-seed/solo';
import { shareImage } from '../images';
import { soloPage } from '../services/solo';
import { serviceData, underLifestyle } from './common';

export const head = underLifestyle(paths.solo, {
  ...soloSeo,
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

export const structuredData = serviceData(head, soloPage.reviews.list, solo.prices);
