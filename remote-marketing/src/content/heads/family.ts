import { paths } from '@lapm/contracts';
import { famille } from '@lapm/site-seed/famille';
import { familySeo } from '@lapm/site-seed/seo/family';
import { shareImage } from '../images';
import { familyPage } from '../services/family';
import { serviceData, underLifestyle } from './common';

export const head = underLifestyle(paths.family, {
  ...familySeo,
  breadcrumbName: 'Famille et amis',
  keywords: [
    'photographe famille Montpellier',
    'photo de famille',
    'photo entre amis',
    'photo baptême',
    'séance La Smala',
  ],
  images: [shareImage(familyPage.hero)],
  serviceName: 'Portrait famille et amis',
  serviceId: `${paths.family}#tarifs-portrait-famille`,
  serviceType: 'Photographie de famille',
});

export const structuredData = serviceData(head, familyPage.reviews.list, famille.prices);
