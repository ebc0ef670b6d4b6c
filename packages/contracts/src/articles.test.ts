import { describe, expect, test } from '@rstest/core';
import {
  articleFieldsSchema,
  articleHeadDefaults,
  articleHeadOf,
  articleMessages,
  articlePublishProblems,
  slugFromTitle,
} from './articles';

describe('slugFromTitle', () => {
  test('folds accents and joins the words with dashes', () => {
    expect(slugFromTitle('Séance en forêt')).toBe('seance-en-foret');
    expect(slugFromTitle('  Œuvre d’été : 9 mois !  ')).toBe('oeuvre-d-ete-9-mois');
  });

  test('gives an address the schema accepts', () => {
    const slug = slugFromTitle('Ça, c’est Noël à Sète');
    expect(articleFieldsSchema.safeParse({ title: 'x', slug }).success).toBe(true);
  });
});

describe('articleFieldsSchema', () => {
  test('a draft needs its title only', () => {
    const parsed = articleFieldsSchema.parse({ title: 'Séance en forêt' });
    expect(parsed).toMatchObject({ slug: '', description: '', cover: { src: '', alt: '' }, keywords: [] });
    expect(articleFieldsSchema.safeParse({}).error?.issues[0]?.message).toBe('Le titre est obligatoire.');
  });

  test('refuses an invalid address in French', () => {
    const parsed = articleFieldsSchema.safeParse({ title: 'x', slug: 'Séance en forêt' });
    expect(parsed.error?.issues[0]?.message).toBe(articleMessages.slug);
  });

  test('a cover is a library photo, a site image or a drawn placeholder, never any path', () => {
    const cover = (src: string) =>
      articleFieldsSchema.safeParse({ title: 'x', cover: { src, alt: 'Une photo' } }).success;
    expect(cover('/photos/0b6c2a4e-6a43-4d7e-9d7e-2f1f5c1e9a10/1600.jpg')).toBe(true);
    expect(cover('/images/mariage-abc123.jpg')).toBe(true);
    expect(cover('placeholder:cover:1200x800')).toBe(true);
    expect(cover('/blog/mariage.jpg')).toBe(false);
    expect(cover('https://ailleurs.example/photo.jpg')).toBe(false);
  });
});

describe('the head of an article', () => {
  const article = {
    title: 'Séance en forêt',
    description: 'Une balade photo sous les pins.',
    cover: { src: '/photos/0b6c2a4e-6a43-4d7e-9d7e-2f1f5c1e9a10/1600.jpg', alt: 'Sous les pins' },
  };

  test('defaults from the title, the lead and the cover', () => {
    expect(articleHeadDefaults(article)).toEqual({
      headTitle: 'Séance en forêt | LAPM Photographie',
      headDescription: 'Une balade photo sous les pins.',
      breadcrumbName: 'Séance en forêt',
      shareImage: article.cover,
    });
    expect(articleHeadDefaults({ ...article, description: '' }).headDescription).toBe('Séance en forêt');
  });

  test('keeps what she typed', () => {
    const head = articleHeadOf({
      ...article,
      headTitle: 'Photo en forêt près de Montpellier',
      headDescription: '',
      breadcrumbName: 'En forêt',
      shareImage: { src: '', alt: '' },
    });
    expect(head).toMatchObject({
      headTitle: 'Photo en forêt près de Montpellier',
      headDescription: 'Une balade photo sous les pins.',
      breadcrumbName: 'En forêt',
      shareImage: article.cover,
    });
  });
});

describe('articlePublishProblems', () => {
  test('names every missing field at once', () => {
    const problems = articlePublishProblems({
      title: '',
      slug: '',
      published: '2025-11-05',
      cover: { src: '', alt: '' },
    });
    expect(problems.map((problem) => problem.field)).toEqual(['title', 'slug', 'cover', 'coverAlt']);
    expect(problems[2]?.message).toBe('La photo de couverture : à remplir avant de publier.');
  });
});
