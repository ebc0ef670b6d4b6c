import { paths } from '@lapm/contracts';
import { underHome } from './common';

export const head = underHome(paths.terms, {
  title: 'Conditions générales de vente | LAPM Photographie',
  description:
    'Conditions générales de vente de LAPM Photographie, particuliers et entreprises : acompte, paiement, annulation, livraison des photos et droits d’utilisation.',
  breadcrumbName: 'Conditions générales de vente',
  keywords: [
    'conditions générales de vente',
    'CGV photographe',
    'acompte séance photo',
    'droits d’utilisation photo',
  ],
});
