import { paths } from '@lapm/contracts';
import { underHome } from './common';

export const head = underHome(paths.faq, {
  title: 'Foire aux questions | LAPM Photographie',
  description:
    'Les questions fréquentes sur les séances photo et les reportages de mariage de LAPM Photographie.',
  breadcrumbName: 'FAQ',
  keywords: ['questions séance photo', 'FAQ photographe'],
});
