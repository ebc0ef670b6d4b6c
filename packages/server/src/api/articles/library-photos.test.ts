import { markdownMessages } from '@lapm/articles';
import { initialArticles } from '@lapm/articles/initial-articles';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { phonePhoto, processed, uploadPhoto } from '../../testing/photos';
import { addUser, call, login, PASSWORD, startTestServer, type TestServer } from '../../testing/server';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer({ PHOTO_QUEUE_INTERVAL_MS: '100' });
  const user = await addUser(server, { role: 'admin' });
  admin = await login(server, user.email, PASSWORD);
});
afterAll(() => server.close());

const [model] = initialArticles;
if (!model) throw new Error('no initial article');
const article = (slug: string, markdown: string) => ({ ...model, slug, published: '2025-11-05', markdown });

async function readyPhoto(alt: string) {
  const upload = await uploadPhoto(server, admin, 'mariage.jpg', await phonePhoto());
  const photo = await processed(server, admin, upload.body.data.id);
  await call(server, 'PUT', `/photos/${photo.id}/alt`, { cookie: admin, body: { alt } });
  return photo.id as string;
}
const setPublished = (id: string, published: boolean) =>
  call(server, 'PUT', `/photos/${id}/published`, { cookie: admin, body: { published } });

/** A published photo in an article on the blog, then withdrawn from the library. */
async function showPublishedPhoto() {
  const id = await readyPhoto('Les mariés sous les platanes');
  expect((await setPublished(id, true)).status).toBe(200);
  const created = await call(server, 'POST', '/admin/articles', {
    cookie: admin,
    body: article(
      'sous-les-platanes',
      `Avant.\n\n![Les mariés](/photos/${id} "Sous les platanes")\n\nAprès.`,
    ),
  });
  expect(created.status).toBe(201);
  await call(server, 'POST', `/admin/articles/${created.body.data.id}/publish`, { cookie: admin });

  const variants = (extension: string) => [{ src: `/photos/${id}/400.${extension}`, width: 400 }];
  const shown = await call(server, 'GET', '/articles/sous-les-platanes');
  expect(shown.body.data.body[1]).toEqual({
    type: 'image',
    image: {
      src: `/photos/${id}`,
      alt: 'Les mariés',
      width: 400,
      height: 600,
      placeholder: expect.stringMatching(/^data:image\/webp;base64,/),
      variants: { avif: variants('avif'), webp: variants('webp'), jpeg: variants('jpg') },
    },
    caption: 'Sous les platanes',
  });
  expect((await fetch(`${server.url}/photos/${id}/400.avif`)).status).toBe(200);

  // The picker's list: published photos only.
  const unpublished = await readyPhoto('Pas encore en ligne');
  const picker = await call(server, 'GET', '/photos?published=true', { cookie: admin });
  const ids = picker.body.data.map((photo: { id: string }) => photo.id);
  expect(ids).toContain(id);
  expect(ids).not.toContain(unpublished);

  await setPublished(id, false);
  const after = await call(server, 'GET', '/articles/sous-les-platanes');
  expect(after.body.data.body.map((block: { type: string }) => block.type)).toEqual([
    'paragraph',
    'paragraph',
  ]);
  const preview = await call(server, 'POST', '/admin/articles/preview', {
    cookie: admin,
    body: { markdown: `![Les mariés](/photos/${id})` },
  });
  expect(preview.body.data).toEqual({ body: [], problems: [markdownMessages.libraryPhoto('Les mariés')] });
}

describe('library photos in an article', () => {
  it('refuses in French a photo that is unknown or not published, and saves nothing', async () => {
    const id = await readyPhoto('Les mariés sous les platanes');
    for (const [address, alt] of [
      [`/photos/${id}`, 'Les mariés'],
      ['/photos/00000000-0000-4000-8000-000000000000', ''],
    ] as const) {
      const refused = await call(server, 'POST', '/admin/articles', {
        cookie: admin,
        body: article('photo-absente', `Avant.\n\n![${alt}](${address})`),
      });
      expect({ status: refused.status, body: refused.body }).toEqual({
        status: 400,
        body: { message: markdownMessages.libraryPhoto(alt || address) },
      });
    }
    const list = await call(server, 'GET', '/admin/articles', { cookie: admin });
    expect(list.body.data.map((a: { slug: string }) => a.slug)).not.toContain('photo-absente');
  });

  it(
    'gives the blog a published photo with its size and its variants, and drops it once unpublished',
    showPublishedPhoto,
  );

  it('takes a library photo as cover: stores its file, which answers as an image', async () => {
    const id = await readyPhoto('Une famille sous les pins');
    const unpublished = await readyPhoto('Pas encore en ligne');
    await setPublished(id, true);
    const refused = await call(server, 'POST', '/admin/articles', {
      cookie: admin,
      body: { title: 'Couverture absente', cover: { src: `/photos/${unpublished}`, alt: 'x' } },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'La photo de couverture n’existe pas ou n’est pas publiée : choisissez une photo publiée de la photothèque.',
    );
    const created = await call(server, 'POST', '/admin/articles', {
      cookie: admin,
      body: { title: 'Séance en forêt', cover: { src: `/photos/${id}`, alt: 'Une famille sous les pins' } },
    });
    expect(created.status).toBe(201);
    expect(created.body.data.cover.src).toBe(`/photos/${id}/400.jpg`);
    expect(created.body.data.slug).toBe('seance-en-foret');
    const file = await fetch(`${server.url}${created.body.data.cover.src}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^image\//);
    // Published, it is also the share image, with the size of its file.
    await call(server, 'POST', `/admin/articles/${created.body.data.id}/publish`, { cookie: admin });
    const shown = await call(server, 'GET', '/articles/seance-en-foret');
    expect(shown.body.data.head.shareImage).toEqual({
      src: `/photos/${id}/400.jpg`,
      alt: 'Une famille sous les pins',
      width: 400,
      height: 600,
    });
    await call(server, 'POST', `/admin/articles/${created.body.data.id}/unpublish`, { cookie: admin });
  });
});
