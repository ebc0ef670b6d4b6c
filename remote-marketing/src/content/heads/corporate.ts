import { paths } from '@lapm/contracts';
import { shareImage } from '../images';
import { corporatePage } from '../services/corporate';
import { serviceData, underHome } from './common';

export const head = underHome(paths.corporate, {
  title: 'Portrait corporate et photo d’équipe à Montpellier | LAPM Photographie',
  description:
    'Portraits professionnels pour indépendants et entreprises à Montpellier : en studio ou dans vos locaux, rendu homogène pour toute l’équipe, livraison rapide. Dès 99 € TTC.',
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

export const structuredData = serviceData(head, corporatePage.reviews.list);
