import { initialArticles } from '@lapm/articles/initial-articles';
import { photoMessages } from '@lapm/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { libraryPhoto as processedPhoto, startPhotoServer } from '../../testing/photos';
import { call, type TestServer } from '../../testing/server';

let server: TestServer;
let admin: string;
let client: string;
beforeAll(async () => {
  ({ server, admin, client } = await startPhotoServer());
});
afterAll(() => server.close());

/** A processed photo of the library, described and published. */
function publishedPhoto(alt: string): Promise<{ id: string }> {
  return processedPhoto(server, admin, { name: `${alt}.jpg`, alt, published: true });
}

const setFocalPoint = (id: string, body: unknown, cookie = admin) =>
  call(server, 'PUT', `/photos/${id}/focal-point`, { cookie, body });

describe('a photo’s focal point', () => {
  it('is the middle until she sets it, then is given by the library and by the pages it is placed on', async () => {
    const photo = await publishedPhoto('Portrait au bord de l’étang');
    expect(
      (await call(server, 'GET', `/photos/${photo.id}`, { cookie: admin })).body.data.focal_point,
    ).toEqual({
      x: 50,
      y: 50,
    });
    const saved = await setFocalPoint(photo.id, { x: 30.5, y: 12 });
    expect(saved.status).toBe(200);
    expect(saved.body.data.focal_point).toEqual({ x: 30.5, y: 12 });

    await call(server, 'PUT', '/admin/placements/hero:solo', {
      cookie: admin,
      body: { photo_ids: [photo.id] },
    });
    const page = await call(server, 'GET', '/placements?page=/portrait-solo');
    expect(page.body.data['hero:solo']).toEqual([
      expect.objectContaining({ id: photo.id, focal_point: { x: 30.5, y: 12 } }),
    ]);
  });

  it('is refused outside 0..100 or not a number, in French, and left as it was', async () => {
    const photo = await publishedPhoto('Vignes en automne');
    await setFocalPoint(photo.id, { x: 0, y: 100 });
    for (const body of [{ x: -1, y: 50 }, { x: 50, y: 100.5 }, { x: '20', y: 50 }, { x: 50 }, {}]) {
      const refused = await setFocalPoint(photo.id, body);
      expect({ status: refused.status, message: refused.body.message }).toEqual({
        status: 400,
        message: photoMessages.focalPoint,
      });
    }
    const stored = await call(server, 'GET', `/photos/${photo.id}`, { cookie: admin });
    expect(stored.body.data.focal_point).toEqual({ x: 0, y: 100 });
  });

  it('is set by admins only, on a photo that exists', async () => {
    const photo = await publishedPhoto('Salins');
    expect((await setFocalPoint(photo.id, { x: 10, y: 10 }, '')).status).toBe(401);
    expect((await setFocalPoint(photo.id, { x: 10, y: 10 }, client)).status).toBe(403);
    const unknown = await setFocalPoint('7d1f0c39-8a0e-4b55-9d54-3c4f6a1b2c3d', { x: 10, y: 10 });
    expect({ status: unknown.status, message: unknown.body.message }).toEqual({
      status: 404,
      message: photoMessages.notFound,
    });
  });
});

describe('where a photo is used', () => {
  it('names each place and each article, as cover or in its text, in the list and on its own', async () => {
    const photo = await publishedPhoto('Mariés sous les platanes');
    const unused = await publishedPhoto('Bouquet de lavande');
    await call(server, 'PUT', '/admin/placements/hero:mariage', {
      cookie: admin,
      body: { photo_ids: [photo.id] },
    });
    await call(server, 'PUT', '/admin/placements/home:main', {
      cookie: admin,
      body: { photo_ids: [photo.id] },
    });
    const [model] = initialArticles;
    if (!model) throw new Error('no initial article');
    const article = {
      ...model,
      slug: 'mariage-aux-salins',
      title: 'Un mariage aux Salins',
      cover: { src: `/photos/${photo.id}`, alt: 'Mariés sous les platanes' },
      markdown: `## La cérémonie\n\nSous les platanes.\n\n![Les mariés](/photos/${photo.id} "Sous les platanes")`,
    };
    const created = await call(server, 'POST', '/admin/articles', { cookie: admin, body: article });
    expect(created.status).toBe(201);

    const expected = [
      { kind: 'place', key: 'hero:mariage', title: 'Mariage — photo d’en-tête' },
      { kind: 'place', key: 'home:main', title: 'Accueil — photo principale' },
      { kind: 'cover', key: 'mariage-aux-salins', title: 'Un mariage aux Salins' },
      { kind: 'inline', key: 'mariage-aux-salins', title: 'Un mariage aux Salins' },
    ];
    const uses = await call(server, 'GET', `/photos/${photo.id}/uses`, { cookie: admin });
    expect(uses.status).toBe(200);
    expect(uses.body.data).toEqual(expected);
    expect((await call(server, 'GET', `/photos/${unused.id}/uses`, { cookie: admin })).body.data).toEqual([]);

    const list = await call(server, 'GET', '/photos', { cookie: admin });
    expect(list.body.uses[photo.id]).toEqual(expected);
    expect(list.body.uses[unused.id]).toBeUndefined();

    expect((await call(server, 'GET', `/photos/${photo.id}/uses`, { cookie: client })).status).toBe(403);
    expect(
      (await call(server, 'GET', '/photos/7d1f0c39-8a0e-4b55-9d54-3c4f6a1b2c3d/uses', { cookie: admin }))
        .status,
    ).toBe(404);
  });
});
