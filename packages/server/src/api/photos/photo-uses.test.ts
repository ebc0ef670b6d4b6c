import { initialArticles } from '@lapm/articles/initial-articles';
import { photoMessages } from '@lapm/contracts';
import { describe, expect, it } from '@rstest/core';
import { libraryPhoto, photoServerForFile, placePhotos } from '../../testing/photos';
import { call } from '../../testing/server';

const studio = photoServerForFile();

/** A processed photo of the library, described and published. */
function publishedPhoto(alt: string): Promise<{ id: string }> {
  return libraryPhoto(studio.server, studio.admin, { name: `${alt}.jpg`, alt, published: true });
}

const setFocalPoint = (id: string, body: unknown, cookie = studio.admin) =>
  call(studio.server, 'PUT', `/photos/${id}/focal-point`, { cookie, body });

describe('a photo’s focal point', () => {
  it('is the middle until she sets it, then is given by the library and by the pages it is placed on', async () => {
    const photo = await publishedPhoto('Portrait au bord de l’étang');
    expect(
      (await call(studio.server, 'GET', `/photos/${photo.id}`, { cookie: studio.admin })).body.data
        .focal_point,
    ).toEqual({
      x: 50,
      y: 50,
    });
    const saved = await setFocalPoint(photo.id, { x: 30.5, y: 12 });
    expect(saved.status).toBe(200);
    expect(saved.body.data.focal_point).toEqual({ x: 30.5, y: 12 });

    await placePhotos(studio, 'hero:solo', [photo.id]);
    const page = await call(studio.server, 'GET', '/placements?page=/portrait-solo');
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
    const stored = await call(studio.server, 'GET', `/photos/${photo.id}`, { cookie: studio.admin });
    expect(stored.body.data.focal_point).toEqual({ x: 0, y: 100 });
  });

  it('is set by admins only, on a photo that exists', async () => {
    const photo = await publishedPhoto('Salins');
    expect((await setFocalPoint(photo.id, { x: 10, y: 10 }, '')).status).toBe(401);
    expect((await setFocalPoint(photo.id, { x: 10, y: 10 }, studio.client)).status).toBe(403);
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
    await placePhotos(studio, 'hero:mariage', [photo.id]);
    await placePhotos(studio, 'home:main', [photo.id]);
    const [model] = initialArticles;
    if (!model) throw new Error('no initial article');
    const article = {
      ...model,
      slug: 'mariage-aux-salins',
      title: 'Un mariage aux Salins',
      cover: { src: `/photos/${photo.id}`, alt: 'Mariés sous les platanes' },
      markdown: `## La cérémonie\n\nSous les platanes.\n\n![Les mariés](/photos/${photo.id} "Sous les platanes")`,
    };
    const created = await call(studio.server, 'POST', '/admin/articles', {
      cookie: studio.admin,
      body: article,
    });
    expect(created.status).toBe(201);

    const expected = [
      { kind: 'place', key: 'hero:mariage', title: 'Mariage — photo d’en-tête' },
      { kind: 'place', key: 'home:main', title: 'Accueil — photo principale' },
      { kind: 'cover', key: 'mariage-aux-salins', title: 'Un mariage aux Salins' },
      { kind: 'inline', key: 'mariage-aux-salins', title: 'Un mariage aux Salins' },
    ];
    const uses = await call(studio.server, 'GET', `/photos/${photo.id}/uses`, { cookie: studio.admin });
    expect(uses.status).toBe(200);
    expect(uses.body.data).toEqual(expected);
    expect(
      (await call(studio.server, 'GET', `/photos/${unused.id}/uses`, { cookie: studio.admin })).body.data,
    ).toEqual([]);

    const list = await call(studio.server, 'GET', '/photos', { cookie: studio.admin });
    expect(list.body.uses[photo.id]).toEqual(expected);
    expect(list.body.uses[unused.id]).toBeUndefined();

    expect(
      (await call(studio.server, 'GET', `/photos/${photo.id}/uses`, { cookie: studio.client })).status,
    ).toBe(403);
    expect(
      (
        await call(studio.server, 'GET', '/photos/7d1f0c39-8a0e-4b55-9d54-3c4f6a1b2c3d/uses', {
          cookie: studio.admin,
        })
      ).status,
    ).toBe(404);
  });
});
