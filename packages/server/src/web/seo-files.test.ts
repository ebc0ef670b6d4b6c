import { paths, sitemapRoutes } from '@lapm/contracts';
import { describe, expect, it } from '@rstest/core';
import { imagesOf, seoFile } from './seo-files';

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
const pageImages = async (path: string) => (path === paths.solo ? ['/images/solo.1600.jpg'] : []);

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe('what a crawler reads', () => {
  it('finds in the sitemap every content page of the route table and each published article, dated, with their images', async () => {
    const file = await seoFile({ origin, published, pageImages }, '/sitemap.xml');
    expect(file?.type).toBe('application/xml; charset=utf-8');
    const xml = file?.body ?? '';
    const fixed = sitemapRoutes
      .filter((route) => !route.path.includes(':'))
      .map((route) => origin + route.path);
    expect(locs(xml)).toEqual([...fixed, `${origin}/blog/seance-en-foret`]);
    expect(xml).toContain(
      `<loc>${origin}/blog/seance-en-foret</loc><lastmod>2025-06-01</lastmod><image:image><image:loc>${origin}/images/foret.800.avif</image:loc></image:image></url>`,
    );
    expect(xml).toContain(
      `<loc>${origin}${paths.solo}</loc><image:image><image:loc>${origin}/images/solo.1600.jpg</image:loc></image:image></url>`,
    );
    expect(xml).not.toContain('data:');
    for (const path of [paths.account, paths.login, paths.register, paths.resetPassword, paths.basket]) {
      expect(locs(xml)).not.toContain(origin + path);
    }
  });

  it('reads a page’s images in its content only, each at its largest', () => {
    const html = [
      '<header><img src="/logo.png" alt="Logo"/></header>',
      '<main id="contenu"><img class="a" src="/images/a.800.jpg" srcSet="/images/a.480.jpg 480w, /images/a.1600.jpg 1600w, /images/a.800.jpg 800w" alt="A"/>',
      '<img src="/images/b.jpg?v=1&amp;w=2" alt="B"/></main>',
    ].join('');
    expect(imagesOf(html)).toEqual(['/images/a.1600.jpg', '/images/b.jpg?v=1&w=2']);
    expect(imagesOf('<p><img src="/x.jpg"/></p>')).toEqual([]);
  });

  it('leaves every page open in robots.txt, so that their noindex header is read, and points to the sitemap', async () => {
    const text = (await seoFile({ origin, published }, '/robots.txt'))?.body ?? '';
    expect(text).not.toContain('Disallow');
    expect(text).toContain('Allow: /');
    expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});
