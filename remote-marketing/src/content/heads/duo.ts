import { paths } from '@lapm/contracts';
import { duo } from '@lapm/site-seed/duo';
import { shareImage } from '../images';
import { duoPage } from '../services/duo';
import { serviceData, underLifestyle } from './common';

export const head = underLifestyle(paths.duo, {
  title: 'Séance photo duo et couple à Montpellier | LAPM Photographie',
  description:
    'Séance photo à deux près de Montpellier, en couple, entre sœurs ou avec votre enfant : en studio ou en extérieur, 5 à 22 photos en galerie privée. Dès 119 €.',
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

export const structuredData = serviceData(head, duoPage.reviews.list, duo.prices.table);
