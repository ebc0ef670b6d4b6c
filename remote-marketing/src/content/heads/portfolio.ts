import { paths } from '@lapm/contracts';
import { portfolioNodes } from '@lapm/seo';
import { portfolioAlbums } from '../portfolio';
import { type StructuredData, underHome } from './common';

export const head = underHome(paths.portfolio, {
  title: 'Portfolio : paysages, rue et portraits | LAPM Photographie',
  description:
    'Le portfolio de LAPM Photographie : paysages naturels du Sud, photographie de rue, architecture urbaine et portraits, une sélection renouvelée à chaque visite.',
  breadcrumbName: 'Portfolio',
  keywords: [
    'portfolio photographe',
    'photographie de paysage',
    'photographie de rue',
    'architecture urbaine',
    'portraits',
  ],
});

export const structuredData: StructuredData = (site) =>
  portfolioNodes(site, head, Object.values(portfolioAlbums));
