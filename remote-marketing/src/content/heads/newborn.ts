import { paths } from '@lapm/contracts';
import { grossesse } from '@lapm/site-seed/grossesse';
import { shareImage } from '../images';
import { newbornPage } from '../services/newborn';
import { serviceData, underLifestyle } from './common';

export const head = underLifestyle(paths.newborn, {
  title: 'Photo de nouveau-né près de Montpellier | LAPM Photographie',
  description:
    'Photos de nouveau-né entre 5 et 15 jours après la naissance, en studio ou à domicile autour de Montpellier, au rythme de bébé. Dès 159 €.',
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

export const structuredData = serviceData(head, newbornPage.reviews.list, grossesse.prices.table);
