import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { blogArticleSlugs } from '@lapm/contracts';
import { describe, expect, test } from '@rstest/core';
import { articles, findArticle } from './registry';

describe('article registry', () => {
  test('publishes every file of the articles folder, under its file name', () => {
    const files = readdirSync(join(__dirname, 'articles'))
      .filter((name) => name.endsWith('.ts'))
      .map((name) => name.replace(/\.ts$/, ''));
    expect(articles.map((article) => article.slug).sort()).toEqual(files.sort());
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
});
