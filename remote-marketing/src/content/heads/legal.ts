import { paths } from '@lapm/contracts';
import { legalSeo } from '@lapm/site-seed/seo/legal';
import { underHome } from './common';

export const head = underHome(paths.legal, {
  ...legalSeo,
  breadcrumbName: 'Mentions légales',
  keywords: ['mentions légales', 'LAPM Photographie', 'données personnelles'],
});
