import { paths } from '@lapm/contracts';
import { famille } from '@lapm/site-seed/famille';
import { shareImage } from '../images';
import { familyPage } from '../services/family';
import { serviceData, underLifestyle } from './common';

export const head = underLifestyle(paths.family, {
  title: 'Photo de famille et d’amis à Montpellier | LAPM Photographie',
  description:
    'Baptême, anniversaire, diplôme, déménagement : une séance photo en famille ou entre amis autour de Montpellier, 5 à 15 photos en galerie privée. Dès 159 €.',
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

export const structuredData = serviceData(head, familyPage.reviews.list, famille.prices.table);
