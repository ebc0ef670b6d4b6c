import { initialArticles } from '@lapm/articles/initial-articles';
import { articleMessages, MAX_MARKDOWN_LENGTH, studioDay } from '@lapm/contracts';
import { describe, expect, it } from '@rstest/core';
import { eq } from 'drizzle-orm';
import { articles } from '../../db/schema';
import { articleServerForFile, modelArticle } from '../../testing/articles';
import { call } from '../../testing/server';
import { demoCoverOf, seedArticles } from './seed';

/** The server's time: a test moves it to the day of a scheduled article. */
let now = Date.now();
const site = articleServerForFile(() => new Date(now));

const model = modelArticle();
const newArticle = (slug: string) => ({
  ...model,
  slug,
  published: '2025-11-05',
  title: ' Séance en forêt ',
  markdown: '## En forêt\n\nUne balade, puis [contactez-moi](/contacts).',
});

async function create(slug: string) {
  const response = await call(site.server, 'POST', '/admin/articles', {
    cookie: site.adminCookie,
    body: newArticle(slug),
  });
  if (response.status !== 201) throw new Error(response.text);
  return response.body.data as { id: number; version: number };
}

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

  it('creates an unpublished article, trimmed; it stays off the blog until published, and leaves when unpublished', async () => {
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
  });

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

  it('refuses an address already taken, and bad input, in French', async () => {
    const taken = await call(site.server, 'POST', '/admin/articles', {
      cookie: site.adminCookie,
      body: newArticle('2025-06-01'),
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(articleMessages.slugTaken);
    const badSlug = await call(site.server, 'POST', '/admin/articles', {
      cookie: site.adminCookie,
      body: newArticle('Été 2025'),
    });
    expect(badSlug.status).toBe(400);
    expect(badSlug.body.message).toBe(articleMessages.slug);
    const noTitle = await call(site.server, 'POST', '/admin/articles', {
      cookie: site.adminCookie,
      body: { ...newArticle('sans-titre'), title: '  ' },
    });
    expect(noTitle.body.message).toBe('Le titre est obligatoire.');
  });

  it('takes a long article (beyond the API’s usual 64 KiB), and refuses one past the limit in French', async () => {
    const paragraph = 'Les préparatifs, la cérémonie, le vin d’honneur et la soirée racontés en détail. ';
    const long = paragraph.repeat(Math.floor(MAX_MARKDOWN_LENGTH / paragraph.length));
    const saved = await call(site.server, 'POST', '/admin/articles', {
      cookie: site.adminCookie,
      body: { ...newArticle('long-article'), markdown: long },
    });
    expect(saved.status).toBe(201);
    const tooLong = await call(site.server, 'POST', '/admin/articles', {
      cookie: site.adminCookie,
      body: { ...newArticle('trop-long'), markdown: `${long}${paragraph.repeat(2)}` },
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe(articleMessages.markdownTooLong);
  });

  it('refuses unsafe Markdown with a French message; raw HTML is only ever text', async () => {
    const unsafe = await call(site.server, 'POST', '/admin/articles', {
      cookie: site.adminCookie,
      body: { ...newArticle('piege'), markdown: 'Voir [ici](JaVaScRiPt:alert(1)).' },
    });
    expect(unsafe.status).toBe(400);
    expect(unsafe.body.message).toContain('Le lien « JaVaScRiPt:alert(1) » n’est pas accepté');
    const preview = await call(site.server, 'POST', '/admin/articles/preview', {
      cookie: site.adminCookie,
      body: { markdown: '<script>alert(1)</script>\n\n![x](javascript:alert(1))' },
    });
    expect(preview.status).toBe(200);
    expect(preview.body.data.body).toEqual([
      { type: 'paragraph', content: ['<script>alert(1)</script>'] },
      { type: 'paragraph', content: ['x'] },
    ]);
    expect(preview.body.data.problems).toHaveLength(1);
  });

  it('saves a draft with its title only: its address from the title, today as its date', async () => {
    const created = await call(site.server, 'POST', '/admin/articles', {
      cookie: site.adminCookie,
      body: { title: 'Éclats d’été à Sète' },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      slug: 'eclats-d-ete-a-sete',
      description: '',
      cover: { src: '', alt: '' },
      markdown: '',
      isPublished: false,
    });
    expect(created.body.data.published).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('refuses to publish while fields are missing, naming them all at once', async () => {
    const created = await call(site.server, 'POST', '/admin/articles', {
      cookie: site.adminCookie,
      body: { title: 'Sans couverture' },
    });
    const refused = await call(site.server, 'POST', `/admin/articles/${created.body.data.id}/publish`, {
      cookie: site.adminCookie,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'L’article ne peut pas encore être publié : il manque des champs. La photo de couverture : à remplir avant de publier. La description de la photo de couverture : à remplir avant de publier.',
    );
  });

  it('refuses a cover that is not a library photo or an existing site image', async () => {
    for (const src of ['/images/mariage.jpg', '/blog/photo.jpg', 'https://ailleurs.example/a.jpg']) {
      const refused = await call(site.server, 'POST', '/admin/articles', {
        cookie: site.adminCookie,
        body: { title: 'Image cassée', cover: { src, alt: 'Une photo' } },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/^La photo de couverture/);
    }
  });

  it('fills the head of a published article from its title, lead and cover when left empty', async () => {
    const { id } = await create('tete-par-defaut');
    const { version } = (
      await call(site.server, 'GET', `/admin/articles/${id}`, { cookie: site.adminCookie })
    ).body.data;
    await call(site.server, 'PUT', `/admin/articles/${id}`, {
      cookie: site.adminCookie,
      body: {
        ...newArticle('tete-par-defaut'),
        headTitle: '',
        headDescription: '',
        breadcrumbName: '',
        shareImage: { src: '', alt: '' },
        version,
      },
    });
    await call(site.server, 'POST', `/admin/articles/${id}/publish`, { cookie: site.adminCookie });
    const shown = await call(site.server, 'GET', '/articles/tete-par-defaut');
    expect(shown.body.data.head).toMatchObject({
      title: 'Séance en forêt | LAPM Photographie',
      description: model.description,
      breadcrumbName: 'Séance en forêt',
      shareImage: model.cover,
    });
  });

  it('keeps an article dated later off the blog until its day', async () => {
    const created = await call(site.server, 'POST', '/admin/articles', {
      cookie: site.adminCookie,
      body: { ...newArticle('plus-tard'), published: '2999-01-01' },
    });
    await call(site.server, 'POST', `/admin/articles/${created.body.data.id}/publish`, {
      cookie: site.adminCookie,
    });
    expect((await call(site.server, 'GET', '/articles/plus-tard')).status).toBe(404);
    const list = await call(site.server, 'GET', '/articles');
    expect(list.body.data.map((article: { slug: string }) => article.slug)).not.toContain('plus-tard');
  });

  it('shows a scheduled article once the server’s clock reaches its day', async () => {
    const DAY_MS = 24 * 60 * 60 * 1000;
    const created = await call(site.server, 'POST', '/admin/articles', {
      cookie: site.adminCookie,
      body: { ...newArticle('demain'), published: studioDay(new Date(now + DAY_MS)) },
    });
    await call(site.server, 'POST', `/admin/articles/${created.body.data.id}/publish`, {
      cookie: site.adminCookie,
    });
    expect((await call(site.server, 'GET', '/articles/demain')).status).toBe(404);
    now += DAY_MS;
    try {
      expect((await call(site.server, 'GET', '/articles/demain')).status).toBe(200);
      const list = await call(site.server, 'GET', '/articles');
      expect(list.body.data.map((article: { slug: string }) => article.slug)).toContain('demain');
    } finally {
      now -= DAY_MS;
    }
  });

  it('says a publication with a day to come is scheduled, and « Publier maintenant » brings it to today', async () => {
    const created = await call(site.server, 'POST', '/admin/articles', {
      cookie: site.adminCookie,
      body: { ...newArticle('bientot'), published: '2999-01-01' },
    });
    const id = created.body.data.id;
    const scheduled = await call(site.server, 'POST', `/admin/articles/${id}/publish`, {
      cookie: site.adminCookie,
    });
    expect(scheduled.body.message).toBe('Article programmé : il paraîtra sur le blog le 01/01/2999.');
    const brought = await call(site.server, 'POST', `/admin/articles/${id}/publish-now`, {
      cookie: site.adminCookie,
    });
    expect(brought.body).toMatchObject({
      message: 'Article publié.',
      data: { isPublished: true, published: studioDay(new Date(now)) },
    });
    expect((await call(site.server, 'GET', '/articles/bientot')).status).toBe(200);
    // An article already out keeps the day it came out.
    await call(site.server, 'POST', `/admin/articles/${id}/unpublish`, { cookie: site.adminCookie });
    const again = await call(site.server, 'POST', `/admin/articles/${id}/publish-now`, {
      cookie: site.adminCookie,
    });
    expect(again.body.data.published).toBe(studioDay(new Date(now)));
    const old = await call(site.server, 'POST', '/admin/articles', {
      cookie: site.adminCookie,
      body: newArticle('ancien'),
    });
    const kept = await call(site.server, 'POST', `/admin/articles/${old.body.data.id}/publish-now`, {
      cookie: site.adminCookie,
    });
    expect(kept.body.data.published).toBe('2025-11-05');
    expect(
      (await call(site.server, 'POST', `/admin/articles/${id}/publish-now`, { cookie: site.clientCookie }))
        .status,
    ).toBe(403);
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
