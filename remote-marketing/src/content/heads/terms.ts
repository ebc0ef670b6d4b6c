import { paths } from '@lapm/contracts';
import { termsSeo } from '@lapm/site-seed/seo/terms';
import { underHome } from './common';

export const head = underHome(paths.terms, {
  ...termsSeo,
  breadcrumbName: 'Conditions générales de vente',
  keywords: [
    'conditions générales de vente',
    'CGV photographe',
    'acompte séance photo',
    'droits d’utilisation photo',
  ],
});
