import { paths, photoReplaceMessages } from '@lapm/contracts';
import { describe, expect, it } from '@rstest/core';
import { altPhoto, photoServerForFile, placePhotos } from '../../testing/photos';
import { call } from '../../testing/server';

const studio = photoServerForFile();

const LANDSCAPES = 'portfolio:paysages-naturels';
const STREET = 'portfolio:photographie-de-rue';

const libraryPhoto = (alt: string) => altPhoto(studio, alt);
const place = (key: string, ids: string[]) => placePhotos(studio, key, ids);
const replace = (id: string, replacements: unknown, cookie = studio.admin) =>
  call(studio.server, 'POST', `/photos/${id}/replace`, { cookie, body: { replacements } });
/** The photo ids each place of the portfolio shows, as the public page reads them. */
async function portfolio() {
  const response = await call(
    studio.server,
    'GET',
    `/placements?page=${encodeURIComponent(paths.portfolio)}`,
  );
  const data = response.body.data as Record<string, { id: string }[] | null>;
  return { landscapes: data[LANDSCAPES]?.map((p) => p.id), street: data[STREET]?.map((p) => p.id) };
}

describe('replacing a photo on the site', () => {
  it('puts another photo in its spot in the places she picks, and keeps the photo in the library', async () => {
    const old = await libraryPhoto('Étang de Thau, 2019');
    const other = await libraryPhoto('Vignes du Pic Saint-Loup');
    const fresh = await libraryPhoto('Étang de Thau, 2026');
    await place(LANDSCAPES, [other.id, old.id]);
    await place(STREET, [old.id]);

    const answer = await replace(old.id, [{ place: LANDSCAPES, replacement_id: fresh.id }]);
    expect(answer).toMatchObject({ status: 200, body: { message: photoReplaceMessages.replaced(1) } });
    // At its position; the place she did not pick keeps it.
    expect(await portfolio()).toEqual({ landscapes: [other.id, fresh.id], street: [old.id] });
    const kept = await call(studio.server, 'GET', `/photos/${old.id}`, { cookie: studio.admin });
    expect(kept.status).toBe(200);
    expect(kept.body.data.published).toBe(true);
  });

  it('refuses in French, changing nothing: a place it left, an unpublished or same photo, one already there', async () => {
    const photo = await libraryPhoto('Salins d’Aigues-Mortes');
    const draft = await libraryPhoto('');
    const neighbour = await libraryPhoto('Plage de l’Espiguette');
    await place(LANDSCAPES, [photo.id, neighbour.id]);
    await place(STREET, []);
    const refusals = [
      [await replace(photo.id, [{ place: STREET, replacement_id: neighbour.id }]), 409],
      [await replace(photo.id, [{ place: LANDSCAPES, replacement_id: draft.id }]), 400],
      [await replace(photo.id, [{ place: LANDSCAPES, replacement_id: photo.id }]), 400],
      [await replace(photo.id, [{ place: LANDSCAPES, replacement_id: neighbour.id }]), 400],
      [await replace(photo.id, []), 400],
    ] as const;
    expect(refusals.map(([response, status]) => [response.status, status])).toEqual(
      refusals.map(([, status]) => [status, status]),
    );
    expect(refusals.map(([response]) => response.body.message)).toEqual([
      photoReplaceMessages.notThere('Portfolio — Photographie de rue'),
      photoReplaceMessages.unusable,
      photoReplaceMessages.unusable,
      photoReplaceMessages.twice('Portfolio — Paysages naturels'),
      photoReplaceMessages.noPlace,
    ]);
    expect((await portfolio()).landscapes).toEqual([photo.id, neighbour.id]);
  });

  it('is the studio’s alone', async () => {
    const photo = await libraryPhoto('Cirque de Navacelles');
    const other = await libraryPhoto('Pont du Gard');
    await place(LANDSCAPES, [photo.id]);
    const attempt = [{ place: LANDSCAPES, replacement_id: other.id }];
    expect(
      (await call(studio.server, 'POST', `/photos/${photo.id}/replace`, { body: { replacements: attempt } }))
        .status,
    ).toBe(401);
    expect((await replace(photo.id, attempt, studio.client)).status).toBe(403);
    expect((await replace('7d1f0c39-8a0e-4b55-9d54-3c4f6a1b2c3d', attempt)).status).toBe(404);
    expect((await portfolio()).landscapes).toEqual([photo.id]);
  });
});
