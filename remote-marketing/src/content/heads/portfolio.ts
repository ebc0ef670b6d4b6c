import { paths } from '@lapm/contracts';
import { portfolioNodes } from '@lapm/seo';
import { portfolioSeo } from '@lapm/site-seed/seo/portfolio';
import { portfolioAlbums } from '../portfolio';
import { type StructuredData, underHome } from './common';

export const head = underHome(paths.portfolio, {
  ...portfolioSeo,
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
