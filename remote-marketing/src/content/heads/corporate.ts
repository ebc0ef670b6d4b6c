import { paths } from '@lapm/contracts';
import { corporate } from '@lapm/site-seed/corporate';
import { corporateSeo } from '@lapm/site-seed/seo/corporate';
import { shareImage } from '../images';
import { corporatePage } from '../services/corporate';
import { serviceData, underHome } from './common';

export const head = underHome(paths.corporate, {
  ...corporateSeo,
  breadcrumbName: 'Corporate',
  keywords: [
    'portrait corporate Montpellier',
    'photo professionnelle',
    'photo LinkedIn',
    'portrait entreprise',
    'photo d’équipe',
    'photographe entreprise Hérault',
    'trombinoscope',
  ],
  images: [shareImage(corporatePage.hero)],
  serviceName: 'Portrait corporate',
  serviceId: `${paths.corporate}#tarifs-portrait-corporate`,
  serviceType: 'Photographie de portrait professionnel',
});

export const structuredData = serviceData(head, corporatePage.reviews.list, corporate.prices);
