import { paths, placementMessages } from '@lapm/contracts';
import { describe, expect, it } from '@rstest/core';
import { marketingPageOf } from '../../testing/page-data';
import { altPhoto, photoServerForFile, placePhotos } from '../../testing/photos';
import { call } from '../../testing/server';

const studio = photoServerForFile();

const ALBUM = 'portfolio:paysages-naturels';

const libraryPhoto = (alt: string) => altPhoto(studio, alt);
const place = (key: string, ids: string[], cookie = studio.admin, headers: Record<string, string> = {}) =>
  placePhotos(studio, key, ids, cookie, headers);

const portfolio = async () => {
  const response = await call(
    studio.server,
    'GET',
    `/placements?page=${encodeURIComponent(paths.portfolio)}`,
  );
  expect(response.status).toBe(200);
  return response.body.data as Record<string, { id: string; alt: string }[]>;
};

describe('placements', () => {
  it('are chosen by admins only: 401 without a session, 403 for a client, 403 from another site', async () => {
    expect((await call(studio.server, 'GET', `/admin/placements/${ALBUM}`)).status).toBe(401);
    expect((await place(ALBUM, [], studio.client)).status).toBe(403);
    expect((await place(ALBUM, [], studio.admin, { origin: 'https://evil.example' })).status).toBe(403);
  });

  it('keep the order the admin chose, and give the page its places with the photos’ alt text', async () => {
    const first = await libraryPhoto('Étang de Thau au lever du jour');
    const second = await libraryPhoto('Vignes du Pic Saint-Loup');
    expect((await portfolio())[ALBUM]).toEqual([]);

    const saved = await place(ALBUM, [second.id, first.id]);
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(placementMessages.saved);
    expect(saved.body.data.map((photo: { id: string }) => photo.id)).toEqual([second.id, first.id]);

    const placed = (await portfolio())[ALBUM] ?? [];
    expect(placed.map(({ id, alt }) => ({ id, alt }))).toEqual([
      { id: second.id, alt: 'Vignes du Pic Saint-Loup' },
      { id: first.id, alt: 'Étang de Thau au lever du jour' },
    ]);
    expect(placed[0]).toMatchObject({ width: 400, height: 600, widths: [400] });

    await place(ALBUM, [first.id, second.id]);
    expect(((await portfolio())[ALBUM] ?? []).map((photo) => photo.id)).toEqual([first.id, second.id]);
    const admins = await call(studio.server, 'GET', `/admin/placements/${ALBUM}`, { cookie: studio.admin });
    expect(admins.body.data.map((photo: { id: string }) => photo.id)).toEqual([first.id, second.id]);

    // The server render reads the same, and says which kinds of content it read: a photo's own
    // change (alt text, unpublished, deleted) drops the page too.
    const loaded = await marketingPageOf(studio.server.app.db, paths.portfolio);
    expect([...loaded.tags].sort()).toEqual(['photos', 'placements', 'site-content']);
    const values = loaded.data?.placements ?? {};
    expect(values[ALBUM]?.map((photo) => photo.id)).toEqual([first.id, second.id]);

    await place(ALBUM, []);
    // Emptied, the album is hers: it leaves the page rather than bringing the demo photos back.
    expect((await portfolio())[ALBUM]).toBeNull();
  });
});

describe('placements refused and dropped', () => {
  it('refuses an unknown place, a photo twice, an unpublished or unknown photo, too many photos, in French', async () => {
    const published = await libraryPhoto('Salins d’Aigues-Mortes');
    const draft = await libraryPhoto('');
    const refusals = [
      [await place('portfolio:inconnu', [published.id]), placementMessages.unknownPlace],
      [await place(ALBUM, [published.id, published.id]), placementMessages.duplicate],
      [await place(ALBUM, [draft.id]), placementMessages.notPlaceable],
      [await place(ALBUM, ['7d1f0c39-8a0e-4b55-9d54-3c4f6a1b2c3d']), placementMessages.notPlaceable],
      [await place('home:main', [published.id, draft.id]), placementMessages.tooMany(1)],
    ] as const;
    for (const [response, message] of refusals) {
      expect({ status: response.status, message: response.body.message }).toEqual({ status: 400, message });
    }
    expect((await call(studio.server, 'GET', '/placements?page=/inconnue')).status).toBe(400);
    expect((await portfolio())[ALBUM]).toBeNull();
  });

  it('drop a photo from the pages once it is unpublished, and for good once it is deleted', async () => {
    const photo = await libraryPhoto('Cirque de Navacelles');
    await place(ALBUM, [photo.id]);
    expect(((await portfolio())[ALBUM] ?? []).map(({ id }) => id)).toEqual([photo.id]);

    await call(studio.server, 'PUT', `/photos/${photo.id}/published`, {
      cookie: studio.admin,
      body: { published: false },
    });
    expect((await portfolio())[ALBUM]).toBeNull();
    await call(studio.server, 'PUT', `/photos/${photo.id}/published`, {
      cookie: studio.admin,
      body: { published: true },
    });
    expect(((await portfolio())[ALBUM] ?? []).map(({ id }) => id)).toEqual([photo.id]);

    // Placed, it is deleted only with her answer for its place (here none).
    expect(
      (await call(studio.server, 'DELETE', `/photos/${photo.id}`, { cookie: studio.admin })).status,
    ).toBe(409);
    const deleted = await call(studio.server, 'POST', '/photos/bulk/delete', {
      cookie: studio.admin,
      body: {
        ids: [photo.id],
        confirm: true,
        replacements: [{ place: ALBUM, photo_id: photo.id, replacement_id: null }],
      },
    });
    expect(deleted.status).toBe(200);
    expect((await portfolio())[ALBUM]).toBeNull();
    const admins = await call(studio.server, 'GET', `/admin/placements/${ALBUM}`, { cookie: studio.admin });
    expect(admins.body.data).toEqual([]);
  });
});
