import { paths } from '@lapm/contracts';
import { underHome } from './common';

export const head = underHome(paths.legal, {
  title: 'Mentions légales | LAPM Photographie',
  description:
    'Mentions légales du site de LAPM Photographie : éditeur, hébergement, propriété intellectuelle, données personnelles et cookies.',
  breadcrumbName: 'Mentions légales',
  keywords: ['mentions légales', 'LAPM Photographie', 'données personnelles'],
});
