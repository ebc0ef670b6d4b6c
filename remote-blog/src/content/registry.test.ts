import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { blogArticleSlugs } from '@lapm/contracts';
import { describe, expect, test } from '@rstest/core';
import { articles, findArticle, loadArticle } from './registry';

describe('article registry', () => {
  test('publishes every folder of the articles folder, under its folder name', () => {
    const folders = readdirSync(join(__dirname, 'articles'));
    expect(articles.map((article) => article.slug).sort()).toEqual(folders.sort());
  });

  test('has an article for every blog route of the spec', () => {
    for (const slug of blogArticleSlugs) expect(findArticle(slug)?.slug).toBe(slug);
  });

  test('lists the articles newest first', () => {
    const dates = articles.map((article) => article.published);
    expect(dates).toEqual([...dates].sort().reverse());
    const specOnes = articles
      .map((article) => article.slug)
      .filter((slug) => blogArticleSlugs.some((s) => s === slug));
    expect(specOnes).toEqual(['2025-09-17', '2025-07-24', '2025-07-10', '2025-06-16', '2025-06-01']);
  });

  test('finds nothing for an unknown or missing slug', () => {
    expect(findArticle('2024-01-01')).toBeUndefined();
    expect(findArticle(undefined)).toBeUndefined();
  });

  test('gives the whole article of a listed slug, downloaded once', async () => {
    const listed = findArticle('2025-07-24');
    if (!listed) throw new Error('missing article 2025-07-24');
    const loading = loadArticle(listed);
    expect(loadArticle(listed)).toBe(loading);
    const article = await loading;
    expect(article).toMatchObject({ slug: '2025-07-24', title: listed.title, published: '2025-07-24' });
    expect(article.body.length).toBeGreaterThan(0);
    // Settled: React's `use` reads the article from the promise without suspending.
    expect(loading).toMatchObject({ status: 'fulfilled', value: article });
  });
});
