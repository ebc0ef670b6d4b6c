import {
  blogCardSchema,
  blogDatePattern,
  type Image,
  MAX_KEYWORDS,
  pageHeadSchema,
  paths,
} from '@lapm/contracts';
import { describe, expect, test } from '@rstest/core';
import { publishedArticles } from '../testing/pageData';
import { formatBlogDate, toBlogCard } from './blogCard';
import { pageHeadOf } from './pageHead';
import type { Article, Block, Inline } from './types';

const findArticle = (slug: string) => publishedArticles.find((article) => article.slug === slug);

const sitePaths = new Set<string>(Object.values(paths));

function inlinesOf(block: Block): Inline[] {
  if (block.type === 'paragraph') return block.content;
  if (block.type === 'list') return block.items.flat();
  return [];
}
const linksOf = (article: Article) =>
  article.body.flatMap(inlinesOf).flatMap((inline) => (typeof inline === 'string' ? [] : [inline.to]));
const imagesOf = (article: Article): Image[] =>
  article.body.flatMap((block) => (block.type === 'image' ? [block.image] : []));
const wordsOf = (article: Article) =>
  article.body
    .flatMap((block) => (block.type === 'heading' ? [block.text] : inlinesOf(block)))
    .map((inline) => (typeof inline === 'string' ? inline : inline.text))
    .join(' ')
    .split(/\s+/).length;

describe('formatBlogDate', () => {
  test('writes an ISO date as DD/MM/YYYY', () => {
    expect(formatBlogDate('2025-07-24')).toBe('24/07/2025');
    expect(formatBlogDate('2025-06-01')).toMatch(blogDatePattern);
  });

  test('refuses anything that is not an ISO date', () => {
    expect(() => formatBlogDate('24/07/2025')).toThrow();
  });
});

describe('the five articles of the spec', () => {
  test.each([
    ['2025-06-01', '01/06/2025', /mariage/i],
    ['2025-06-16', '16/06/2025', /CV/],
    ['2025-07-10', '10/07/2025', /lifestyle/i],
    ['2025-07-24', '24/07/2025', /grossesse/i],
    ['2025-09-17', '17/09/2025', /entreprise/i],
  ])('%s is dated %s and has the expected subject', (slug, date, subject) => {
    const article = findArticle(slug);
    if (!article) throw new Error(`missing article ${slug}`);
    expect(toBlogCard(article).date).toBe(date);
    expect(article.title).toMatch(subject);
  });

  test('the pregnancy article recommends 28 to 34 weeks', () => {
    expect(findArticle('2025-07-24')?.body).toContainEqual({
      type: 'heading',
      text: 'Pourquoi entre 28 et 34 semaines ?',
    });
  });
});

// The articles written into a new database, as the blog receives them (Markdown turned into blocks).
describe.each(publishedArticles.map((article) => [article.slug, article] as const))(
  'article %s',
  (_slug, article) => {
    test('its card matches the blog card contract', () => {
      expect(blogCardSchema.parse(toBlogCard(article))).toEqual({
        reactKey: `blog-${article.slug}`,
        path: `/blog/${article.slug}`,
        id: article.slug,
        title: article.title,
        description: article.description,
        date: formatBlogDate(article.published),
        image: article.cover.src,
      });
    });

    test('its title and description fit a search result: at most 60 characters, and 70 to 160', () => {
      const head = pageHeadOf(article);
      expect(head.title.length).toBeLessThanOrEqual(60);
      expect(head.description.length).toBeGreaterThanOrEqual(70);
      expect(head.description.length).toBeLessThanOrEqual(160);
    });

    test('its page head is an article head with at most 15 keywords and a 1200×800 share image', () => {
      const head = pageHeadSchema.parse(pageHeadOf(article));
      expect(head.type).toBe('article');
      expect(head.keywords.length).toBeGreaterThan(0);
      expect(head.keywords.length).toBeLessThanOrEqual(MAX_KEYWORDS);
      expect(head.title).not.toBe('');
      expect(head.description).not.toBe('');
      expect(head.images).toEqual([{ ...article.head.shareImage, width: 1200, height: 800 }]);
      expect(article.head.shareImage.src).toMatch(/:1200x800$/);
    });

    test('is a real article: headings, several hundred words, 3 to 6 described images', () => {
      expect(article.body.filter((block) => block.type === 'heading').length).toBeGreaterThanOrEqual(3);
      expect(wordsOf(article)).toBeGreaterThan(400);
      const images = imagesOf(article);
      expect(images.length).toBeGreaterThanOrEqual(3);
      expect(images.length).toBeLessThanOrEqual(6);
      for (const image of [article.cover, ...images]) expect(image.alt.trim().length).toBeGreaterThan(15);
      expect(new Set(images.map((image) => image.src)).size).toBe(images.length);
    });

    test('links to the contact page and only to pages that exist', () => {
      const links = linksOf(article);
      expect(links).toContain(paths.contact);
      expect(links.some((to) => to !== paths.contact)).toBe(true);
      for (const to of links) expect(sitePaths).toContain(to);
    });
  },
);
