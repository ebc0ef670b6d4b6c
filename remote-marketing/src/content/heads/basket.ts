import { paths } from '@lapm/contracts';
import { underHome } from './common';

export const head = underHome(paths.basket, {
  title: 'Panier | LAPM Photographie',
  description: 'Votre panier LAPM Photographie : les séances se réservent par e-mail ou par téléphone.',
  breadcrumbName: 'Panier',
  keywords: ['réserver séance photo'],
});
