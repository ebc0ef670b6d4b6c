import { paths } from '@lapm/contracts';
import { underHome } from './common';

export const head = underHome(paths.contact, {
  title: 'Contact : réserver une séance photo | LAPM Photographie',
  description:
    'Contactez LAPM Photographie par e-mail ou téléphone pour une séance photo ou un mariage, tous les jours de 10 h à 13 h et de 14 h à 19 h, autour de Montpellier.',
  breadcrumbName: 'Contact',
  keywords: [
    'contact photographe Montpellier',
    'réserver séance photo',
    'photographe Hérault',
    'devis photographe',
  ],
});
