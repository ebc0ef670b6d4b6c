import { paths } from '@lapm/contracts';
import { contactSeo } from '@lapm/site-seed/seo/contact';
import { underHome } from './common';

export const head = underHome(paths.contact, {
  ...contactSeo,
  breadcrumbName: 'Contact',
  keywords: [
    'contact photographe Montpellier',
    'réserver séance photo',
    'photographe Hérault',
    'devis photographe',
  ],
});
