import { MAX_KEYWORDS, type PageHead } from '@lapm/contracts';
import { describe, expect, test } from '@rstest/core';
import { headTags, keywordsOf, LOGO, shareImageOf } from './head';
import type { Site } from './site';

const site: Site = { origin: 'https://www.lapm-photographie.fr', served: 'http://127.0.0.1:4000' };

const head: PageHead = {
  title: 'Portrait duo près de Montpellier | LAPM Photographie',
  author: 'Laure-Anne P. M.',
  description: 'Séance photo en couple, entre amis ou en famille.',
  url: '/portrait-duo',
  position: 3,
  parents: [{ name: 'LifeStyle', url: '/portrait-lifestyle' }],
  breadcrumbName: 'Duo',
  keywords: ['photo couple', ' ', '', 'photo couple', 'séance duo'],
  type: 'website',
  images: ['placeholder:duo-hero:1200x800'],
};

const content = (tags: ReturnType<typeof headTags>, key: string) =>
  tags.meta.find((tag) => ('name' in tag ? tag.name : tag.property) === key)?.content;

describe('keywords', () => {
  test('drops empty and repeated keywords', () => {
    expect(keywordsOf(head)).toEqual(['photo couple', 'séance duo']);
  });

  test('no keywords meta at all when none is left', () => {
    expect(content(headTags({ ...head, keywords: ['', ' '] }, site), 'keywords')).toBeUndefined();
    expect(MAX_KEYWORDS).toBe(15);
  });
});

describe('head tags', () => {
  const tags = headTags(head, site);

  test('French title, description, author, index and follow', () => {
    expect(tags.title).toBe(head.title);
    expect(content(tags, 'description')).toBe(head.description);
    expect(content(tags, 'author')).toBe('Laure-Anne P. M.');
    expect(content(tags, 'keywords')).toBe('photo couple, séance duo');
    expect(content(tags, 'robots')).toBe('index, follow');
  });

  test('the canonical link is on the public origin, not the one the page was served from', () => {
    expect(tags.canonical).toBe('https://www.lapm-photographie.fr/portrait-duo');
    expect(content(tags, 'og:url')).toBe(tags.canonical);
  });

  test('Open Graph and Twitter describe the page in French', () => {
    expect(content(tags, 'og:type')).toBe('website');
    expect(content(tags, 'og:site_name')).toBe('LAPM Photographie');
    expect(content(tags, 'og:title')).toBe(head.title);
    expect(content(tags, 'twitter:title')).toBe(head.title);
    expect(content(tags, 'twitter:description')).toBe(head.description);
  });

  test('each tag appears once', () => {
    const keys = tags.meta.map((tag) => ('name' in tag ? tag.name : tag.property));
    expect(new Set(keys).size).toBe(keys.length);
  });

  test('an article gives its publication time', () => {
    const article = headTags({ ...head, type: 'article' }, site, { published: '2025-06-01' });
    expect(content(article, 'article:published_time')).toBe('2025-06-01');
  });
});

describe('share image', () => {
  test('a placeholder photo is never announced: the 200×200 logo stands in, as a summary card', () => {
    const image = shareImageOf(head, site);
    expect(image).toMatchObject({ width: 200, height: 200, alt: LOGO.alt });
    expect(image.url.startsWith('https://www.lapm-photographie.fr/') || image.url.startsWith('data:')).toBe(
      true,
    );
    expect(content(headTags(head, site), 'twitter:card')).toBe('summary');
  });

  test('a real 1200×800 photo is announced with its size, as a large card', () => {
    const photo = {
      src: '/remotes/blog/static/image/mariage.jpg',
      alt: 'Les mariés',
      width: 1200,
      height: 800,
    };
    const tags = headTags({ ...head, images: ['placeholder:x:1200x800', photo] }, site);
    expect(content(tags, 'og:image')).toBe(
      'https://www.lapm-photographie.fr/remotes/blog/static/image/mariage.jpg',
    );
    expect(content(tags, 'og:image:width')).toBe('1200');
    expect(content(tags, 'og:image:height')).toBe('800');
    expect(content(tags, 'og:image:alt')).toBe('Les mariés');
    expect(content(tags, 'twitter:card')).toBe('summary_large_image');
  });

  test('an image on another origin (a CDN) keeps its address', () => {
    const tags = headTags({ ...head, images: ['https://cdn.example/photo.jpg'] }, site);
    expect(content(tags, 'og:image')).toBe('https://cdn.example/photo.jpg');
  });
});
