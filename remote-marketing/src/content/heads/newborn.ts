import { paths } from '@lapm/contracts';
import { grossesse } from '@lapm/site-seed/grossesse';
import { newbornSeo } from '@lapm/site-seed/seo/newborn';
import { shareImage } from '../images';
import { newbornPage } from '../services/newborn';
import { serviceData, underLifestyle } from './common';

export const head = underLifestyle(paths.newborn, {
  ...newbornSeo,
  breadcrumbName: 'Nouveau-né',
  keywords: [
    'photographe nouveau-né Montpellier',
    'photo naissance',
    'séance bébé',
    'photo nouveau-né à domicile',
    'séance 1er cris',
  ],
  images: [shareImage(newbornPage.hero)],
  serviceName: 'Séance nouveau-né',
  serviceId: `${paths.newborn}#tarifs-portrait-grossesse`,
  serviceType: 'Photographie de nouveau-né',
});

export const structuredData = serviceData(head, newbornPage.reviews.list, grossesse.prices);
