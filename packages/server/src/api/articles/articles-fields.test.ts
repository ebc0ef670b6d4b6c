import { articleMessages, MAX_MARKDOWN_LENGTH } from '@lapm/contracts';
import { describe, expect, it } from '@rstest/core';
import { articleServerForFile, modelArticle } from '../../testing/articles';
import { call } from '../../testing/server';
import { createArticle, newArticle } from './new-article';

const site = articleServerForFile();
const model = modelArticle();
const create = (slug: string) => createArticle(site, slug);

/** An address another article has, one with spaces and accents, and a blank title. */
async function refuseTakenAddress() {
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
}

/** An article just within the length limit, then one two paragraphs past it. */
async function takeLongArticle() {
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
}

/** A script link refused on save; in the preview, raw HTML and a script image stay text. */
async function refuseUnsafeMarkdown() {
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
}

/** A published article whose head fields were left empty. */
async function fillHeadWhenEmpty() {
  const { id } = await create('tete-par-defaut');
  const { version } = (await call(site.server, 'GET', `/admin/articles/${id}`, { cookie: site.adminCookie }))
    .body.data;
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
}

describe('admin articles', () => {
  it('refuses an address already taken, and bad input, in French', refuseTakenAddress);

  it(
    'takes a long article (beyond the API’s usual 64 KiB), and refuses one past the limit in French',
    takeLongArticle,
  );

  it('refuses unsafe Markdown with a French message; raw HTML is only ever text', refuseUnsafeMarkdown);

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

  it(
    'fills the head of a published article from its title, lead and cover when left empty',
    fillHeadWhenEmpty,
  );
});
