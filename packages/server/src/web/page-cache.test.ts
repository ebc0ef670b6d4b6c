import { describe, expect, it } from '@rstest/core';
import { PageCache, type RenderedPage } from './page-cache';

const page = (html: string, tags?: string[]): RenderedPage => ({
  status: 200,
  html,
  cached: true,
  ...(tags && { tags }),
});

describe('the page cache', () => {
  it('renders a page once for the visitors who ask for it at the same time, and keeps it', async () => {
    const cache = new PageCache();
    let renders = 0;
    const render = async () => {
      renders += 1;
      return page('<h1>Tarifs</h1>');
    };
    const pages = await Promise.all(
      Array.from({ length: 20 }, () => cache.page('marketing 1 1 /tarifs', 'page', render)),
    );
    expect(new Set(pages).size).toBe(1);
    expect(await cache.page('marketing 1 1 /tarifs', 'page', render)).toBe(pages[0]);
    expect(renders).toBe(1);
  });

  it('drops the pages of a redeployed app, and those that read a changed kind of content', async () => {
    const cache = new PageCache();
    const blog = page('<h1>Blog</h1>', ['articles']);
    const home = page('<h1>Accueil</h1>');
    await cache.page('blog 1 1 /blog', 'page', async () => blog);
    await cache.page('marketing 1 1 /', 'page', async () => home);
    cache.dropContent('photos');
    expect(await cache.page('blog 1 1 /blog', 'page', async () => null)).toBe(blog);
    cache.dropContent('articles');
    expect(await cache.page('blog 1 1 /blog', 'page', async () => null)).toBeNull();
    cache.dropApp('blog');
    expect(await cache.page('marketing 1 1 /', 'page', async () => null)).toBe(home);
    cache.dropApp('shell');
    expect(await cache.page('marketing 1 1 /', 'page', async () => null)).toBeNull();
  });
});
