import { paths } from '@lapm/contracts';
import { basketSeo } from '@lapm/site-seed/seo/basket';
import { underHome } from './common';

export const head = underHome(paths.basket, {
  ...basketSeo,
  breadcrumbName: 'Panier',
  keywords: ['réserver séance photo'],
});
