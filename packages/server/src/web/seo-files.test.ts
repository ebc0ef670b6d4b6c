import { indexableRoutes, paths } from '@lapm/contracts';
import { describe, expect, it } from '@rstest/core';
import { seoFile } from './seo-files';

const origin = 'https://photo.example';
const published = async () => [
  {
    path: '/blog/seance-en-foret',
    lastmod: '2025-06-01',
    images: ['/images/foret.800.avif', 'data:image/svg+xml,x'],
  },
  // Not under an indexable route with a parameter: never listed.
  { path: '/compte/album', images: [] },
];

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe('what a crawler reads', () => {
  it('finds in the sitemap every indexable page of the route table and each published article, dated', async () => {
    const file = await seoFile({ origin, published }, '/sitemap.xml');
    expect(file?.type).toBe('application/xml; charset=utf-8');
    const xml = file?.body ?? '';
    const fixed = indexableRoutes
      .filter((route) => !route.path.includes(':'))
      .map((route) => origin + route.path);
    expect(locs(xml)).toEqual([...fixed, `${origin}/blog/seance-en-foret`]);
    expect(xml).toContain(
      `<loc>${origin}/blog/seance-en-foret</loc><lastmod>2025-06-01</lastmod><image:image><image:loc>${origin}/images/foret.800.avif</image:loc></image:image></url>`,
    );
    expect(xml).not.toContain('data:');
    expect(xml).not.toContain(paths.account);
  });

  it('is kept out of the account and admin areas by robots.txt, and pointed to the sitemap', async () => {
    const text = (await seoFile({ origin, published }, '/robots.txt'))?.body ?? '';
    expect(text).toContain('Disallow: /compte');
    expect(text).toContain('Disallow: /admin');
    expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});
