import { paths } from '@lapm/contracts';
import { duo } from '@lapm/site-seed/duo';
import { duoSeo } from '@lapm/site-seed/seo/duo';
import { shareImage } from '../images';
import { duoPage } from '../services/duo';
import { serviceData, underLifestyle } from './common';

export const head = underLifestyle(paths.duo, {
  ...duoSeo,
  breadcrumbName: 'Duo',
  keywords: [
    'séance photo couple Montpellier',
    'photo duo',
    'photo fiançailles',
    'séance Toi & Moi',
    'photographe couple Hérault',
  ],
  images: [shareImage(duoPage.hero)],
  serviceName: 'Portrait duo',
  serviceId: `${paths.duo}#tarifs-portrait-duo`,
  serviceType: 'Photographie de couple',
});

export const structuredData = serviceData(head, duoPage.reviews.list, duo.prices);
