import { initialArticles } from '@lapm/articles/initial-articles';
import { articleMessages } from '@lapm/contracts';
import { describe, expect, it } from '@rstest/core';
import { eq } from 'drizzle-orm';
import { articles } from '../../db/schema';
import { articleServerForFile } from '../../testing/articles';
import { call } from '../../testing/server';
import { createArticle, newArticle } from './new-article';
import { demoCoverOf, seedArticles } from './seed';

const site = articleServerForFile();
const create = (slug: string) => createArticle(site, slug);

describe('public articles', () => {
  it('lists the five articles of the spec, published, newest first, without login', async () => {
    const response = await call(site.server, 'GET', '/articles');
    expect(response.status).toBe(200);
    expect(response.body.data.map((article: { slug: string }) => article.slug)).toEqual([
      '2025-09-17',
      '2025-07-24',
      '2025-07-10',
      '2025-06-16',
      '2025-06-01',
    ]);
  });

  it('gives an article with its Markdown turned into blocks', async () => {
    const response = await call(site.server, 'GET', '/articles/2025-07-24');
    expect(response.status).toBe(200);
    expect(response.body.data.body).toContainEqual({
      type: 'heading',
      text: 'Pourquoi entre 28 et 34 semaines ?',
    });
    expect(response.body.data).not.toHaveProperty('markdown');
  });

  it('gives each first article a photo 1,200 px wide as cover and share image, described as what it shows', async () => {
    for (const { slug, cover: drawn } of initialArticles) {
      const { cover, head } = (await call(site.server, 'GET', `/articles/${slug}`)).body.data;
      expect(cover.src).toMatch(/^\/images\/demo-[a-z-]+\.1200\.\w+\.jpg$/);
      expect(cover.alt).not.toBe(drawn.alt);
      expect(head.shareImage).toMatchObject({ ...cover, width: 1200, height: 800 });
      expect(head.shareImage.width * head.shareImage.height).toBeGreaterThanOrEqual(50_000);
    }
  });

  it('answers 404 in French for an unknown article', async () => {
    for (const slug of ['2024-01-01', '%00', 'Été', "x' or '1'='1"]) {
      const response = await call(
        site.server,
        'GET',
        `/articles/${encodeURIComponent(slug).replace('%2500', '%00')}`,
      );
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Article introuvable.');
    }
  });
});

/** A new article, unpublished: off the blog until published, and off again once unpublished. */
async function publishThenUnpublish() {
  const created = await call(site.server, 'POST', '/admin/articles', {
    cookie: site.adminCookie,
    body: newArticle('seance-en-foret'),
  });
  expect(created.status).toBe(201);
  expect(created.body.data).toMatchObject({ title: 'Séance en forêt', isPublished: false, version: 1 });
  const id = created.body.data.id;
  expect((await call(site.server, 'GET', '/articles/seance-en-foret')).status).toBe(404);

  const published = await call(site.server, 'POST', `/admin/articles/${id}/publish`, {
    cookie: site.adminCookie,
  });
  expect(published.body).toMatchObject({ message: 'Article publié.', data: { isPublished: true } });
  const list = await call(site.server, 'GET', '/articles');
  expect(list.body.data[0]).toMatchObject({ slug: 'seance-en-foret', published: '2025-11-05' });

  await call(site.server, 'POST', `/admin/articles/${id}/unpublish`, { cookie: site.adminCookie });
  expect((await call(site.server, 'GET', '/articles/seance-en-foret')).status).toBe(404);
}

describe('admin articles', () => {
  it('are for admins only: 401 without a session, 403 for a client', async () => {
    expect((await call(site.server, 'GET', '/admin/articles')).status).toBe(401);
    expect((await call(site.server, 'GET', '/admin/articles', { cookie: site.clientCookie })).status).toBe(
      403,
    );
    const refused = await call(site.server, 'POST', '/admin/articles', {
      cookie: site.clientCookie,
      body: newArticle('x'),
    });
    expect(refused.status).toBe(403);
    expect(
      (await call(site.server, 'POST', '/admin/articles/1/publish', { cookie: site.clientCookie })).status,
    ).toBe(403);
  });

  it(
    'creates an unpublished article, trimmed; it stays off the blog until published, and leaves when unpublished',
    publishThenUnpublish,
  );

  it('refuses a second save made from an older version (409, French), and keeps the first', async () => {
    const { id, version } = await create('deux-onglets');
    const first = await call(site.server, 'PUT', `/admin/articles/${id}`, {
      cookie: site.adminCookie,
      body: { ...newArticle('deux-onglets'), title: 'Première', version },
    });
    expect(first.status).toBe(200);
    expect(first.body.data.version).toBe(version + 1);
    const second = await call(site.server, 'PUT', `/admin/articles/${id}`, {
      cookie: site.adminCookie,
      body: { ...newArticle('deux-onglets'), title: 'Seconde', version },
    });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(articleMessages.stale);
    const stored = await call(site.server, 'GET', `/admin/articles/${id}`, { cookie: site.adminCookie });
    expect(stored.body.data.title).toBe('Première');
  });

  it('refuses a write from another site (CSRF), even from an admin', async () => {
    const response = await call(site.server, 'POST', '/admin/articles', {
      cookie: site.adminCookie,
      headers: { origin: 'https://evil.example' },
      body: newArticle('csrf'),
    });
    expect(response.status).toBe(403);
  });
});

describe('first articles on a database seeded before their photos', () => {
  it('get the photo where they still hold the drawn placeholder, and keep the cover she chose', async () => {
    const db = site.server.app.db;
    const [wedding, portrait] = initialArticles;
    if (!wedding || !portrait) throw new Error('no initial articles');
    const hers = { src: demoCoverOf('2025-07-24').src, alt: 'Sa photo à elle' };
    await db
      .update(articles)
      .set({ cover: wedding.cover, shareImage: wedding.shareImage })
      .where(eq(articles.slug, wedding.slug));
    await db
      .update(articles)
      .set({ cover: hers, shareImage: portrait.shareImage })
      .where(eq(articles.slug, portrait.slug));
    await seedArticles(db);
    const shown = async (slug: string) => (await call(site.server, 'GET', `/articles/${slug}`)).body.data;
    expect((await shown(wedding.slug)).cover).toEqual(demoCoverOf(wedding.slug));
    expect((await shown(wedding.slug)).head.shareImage).toMatchObject(demoCoverOf(wedding.slug));
    expect((await shown(portrait.slug)).cover).toEqual(hers);
    expect((await shown(portrait.slug)).head.shareImage).toMatchObject(demoCoverOf(portrait.slug));
  });
});
