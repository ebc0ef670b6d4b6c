import { paths } from '@lapm/contracts';
import { hobby } from '@lapm/site-seed/hobby';
import { hobbySeo } from '@lapm/site-seed/seo/hobby';
import { shareImage } from '../images';
import { hobbyPage } from '../services/hobby';
import { serviceData, underLifestyle } from './common';

export const head = underLifestyle(paths.hobby, {
  ...hobbySeo,
  breadcrumbName: 'Hobby',
  keywords: [
    'portrait passion',
    'photo sport Montpellier',
    'photo animal',
    'séance Passions Lives',
    'photographe hobby',
  ],
  images: [shareImage(hobbyPage.hero)],
  serviceName: 'Portrait hobby',
  serviceId: `${paths.hobby}#tarifs-portrait-hobby`,
  serviceType: 'Photographie de portrait de passion',
});

export const structuredData = serviceData(head, hobbyPage.reviews.list, hobby.prices);
