import { photoBulkMessages, photoMessages, placementMessages } from '@lapm/contracts';
import { describe, expect, it } from '@rstest/core';
import { libraryPhoto as libraryPhotoOf, photoServerForFile, placePhotos } from '../../testing/photos';
import { call } from '../../testing/server';

const studio = photoServerForFile();

const UNKNOWN = '7d1f0c39-8a0e-4b55-9d54-3c4f6a1b2c3d';

/** A processed photo of the library, described with `alt` when given, never published. */
async function libraryPhoto(alt = ''): Promise<string> {
  return (await libraryPhotoOf(studio.server, studio.admin, { name: `${alt || 'sans-titre'}.jpg`, alt })).id;
}

const publish = (ids: string[], published = true, cookie = studio.admin) =>
  call(studio.server, 'POST', '/photos/bulk/published', { cookie, body: { ids, published } });
const photo = async (id: string) =>
  (await call(studio.server, 'GET', `/photos/${id}`, { cookie: studio.admin })).body.data;
const place = (key: string, ids: string[]) => placePhotos(studio, key, ids);
const remove = (body: unknown, cookie = studio.admin) =>
  call(studio.server, 'POST', '/photos/bulk/delete', { cookie, body });
const homePlaces = async () =>
  (await call(studio.server, 'GET', '/placements?page=/')).body.data as Record<
    string,
    { id: string }[] | null
  >;
const refusal = (response: { status: number; body: { message?: string } }) => ({
  status: response.status,
  message: response.body.message,
});

describe('publishing many photos', () => {
  it('publishes and unpublishes a selection in one request', async () => {
    const ids = [await libraryPhoto('Étang'), await libraryPhoto('Vignes'), await libraryPhoto('Salins')];
    const published = await publish(ids);
    expect(refusal(published)).toEqual({ status: 200, message: photoBulkMessages.published(3) });
    for (const id of ids) expect((await photo(id)).published).toBe(true);
    const withdrawn = await publish(ids.slice(0, 2), false);
    expect(withdrawn.body.message).toBe(photoBulkMessages.unpublished(2));
    expect(await Promise.all(ids.map(async (id) => (await photo(id)).published))).toEqual([
      false,
      false,
      true,
    ]);
  });

  it('publishes nothing when one photo has no description, and says which', async () => {
    const described = await libraryPhoto('Cirque de Navacelles');
    const bare = await libraryPhoto();
    expect(refusal(await publish([described, bare]))).toEqual({
      status: 400,
      message: photoBulkMessages.altMissing('sans-titre.jpg'),
    });
    expect((await photo(described)).published).toBe(false);
  });

  it('refuses an empty, repeated or unknown selection in French, and anyone but the admin', async () => {
    const id = await libraryPhoto('Pic Saint-Loup');
    expect(refusal(await publish([]))).toEqual({ status: 400, message: photoBulkMessages.noneSelected });
    expect(refusal(await publish([id, id]))).toEqual({ status: 400, message: photoBulkMessages.duplicate });
    expect(refusal(await publish([id, UNKNOWN]))).toEqual({ status: 404, message: photoMessages.notFound });
    expect((await publish([id], true, studio.client)).status).toBe(403);
    expect((await publish([id], true, '')).status).toBe(401);
    expect((await photo(id)).published).toBe(false);
  });
});

describe('describing many photos', () => {
  const describe_ = (photos: unknown, cookie = studio.admin) =>
    call(studio.server, 'PUT', '/photos/bulk/alt', { cookie, body: { photos } });

  it('saves every description at once', async () => {
    const first = await libraryPhoto();
    const second = await libraryPhoto();
    const saved = await describe_([
      { id: first, alt: 'Mariés sous les platanes' },
      { id: second, alt: 'Bouquet de lavande' },
    ]);
    expect(refusal(saved)).toEqual({ status: 200, message: photoBulkMessages.altsSaved(2) });
    expect((await photo(first)).alt).toBe('Mariés sous les platanes');
    expect((await photo(second)).alt).toBe('Bouquet de lavande');
  });

  it('names each refused row and saves none of them', async () => {
    const first = await libraryPhoto('Avant');
    const second = await libraryPhoto('Avant aussi');
    const third = await libraryPhoto('Encore avant');
    const refused = await describe_([
      { id: first, alt: 'Nouvelle description' },
      { id: second, alt: '   ' },
      { id: third, alt: 'x'.repeat(301) },
    ]);
    expect(refused.status).toBe(400);
    expect(refused.body.issues).toEqual([
      { path: ['photos', 1, 'alt'], message: photoMessages.altRequired },
      { path: ['photos', 2, 'alt'], message: 'La description tient en 300 caractères au plus.' },
    ]);
    expect((await photo(first)).alt).toBe('Avant');
    expect(
      refusal(
        await describe_([
          { id: first, alt: 'Nouvelle' },
          { id: UNKNOWN, alt: 'x' },
        ]),
      ),
    ).toEqual({
      status: 404,
      message: photoMessages.notFound,
    });
    expect((await photo(first)).alt).toBe('Avant');
    expect((await describe_([{ id: first, alt: 'Par une cliente' }], studio.client)).status).toBe(403);
  });
});

/** Two photos used in three places, one unused: every use answered before anything is deleted. */
async function deleteUsedPhotos() {
  const [used, alsoUsed, unused, replacement] = [
    await libraryPhoto('Accueil'),
    await libraryPhoto('Portrait'),
    await libraryPhoto('Inutilisée'),
    await libraryPhoto('Remplaçante'),
  ];
  await publish([used, alsoUsed, replacement]);
  await place('home:main', [used]);
  await place('portfolio:portraits', [alsoUsed, used]);

  const uses = await call(studio.server, 'POST', '/photos/bulk/uses', {
    cookie: studio.admin,
    body: { ids: [used, unused] },
  });
  expect(uses.body.data).toEqual({
    [used]: [
      { kind: 'place', key: 'home:main', title: 'Accueil — photo principale' },
      {
        kind: 'place',
        key: 'portfolio:portraits',
        title: 'Portfolio — Portraits privés et professionnels',
      },
    ],
  });

  const ids = [used, alsoUsed, unused];
  expect(refusal(await remove({ ids, replacements: [] }))).toEqual({
    status: 400,
    message: photoBulkMessages.confirm,
  });
  const unanswered = await remove({
    ids,
    confirm: true,
    replacements: [{ place: 'home:main', photo_id: used, replacement_id: replacement }],
  });
  expect(refusal(unanswered)).toEqual({
    status: 409,
    message: photoBulkMessages.replacementMissing('Portfolio — Portraits privés et professionnels'),
  });
  const selfReplaced = await remove({
    ids,
    confirm: true,
    replacements: [
      { place: 'home:main', photo_id: used, replacement_id: unused },
      { place: 'portfolio:portraits', photo_id: used, replacement_id: null },
      { place: 'portfolio:portraits', photo_id: alsoUsed, replacement_id: null },
    ],
  });
  expect(refusal(selfReplaced)).toEqual({ status: 400, message: photoBulkMessages.replacementUnusable });
  expect((await call(studio.server, 'GET', `/photos/${used}`, { cookie: studio.admin })).status).toBe(200);
  expect((await homePlaces())['home:main']?.map(({ id }) => id)).toEqual([used]);

  const deleted = await remove({
    ids,
    confirm: true,
    replacements: [
      { place: 'home:main', photo_id: used, replacement_id: replacement },
      { place: 'portfolio:portraits', photo_id: used, replacement_id: null },
      { place: 'portfolio:portraits', photo_id: alsoUsed, replacement_id: replacement },
    ],
  });
  expect(refusal(deleted)).toEqual({ status: 200, message: photoBulkMessages.deleted(3) });
  for (const id of ids)
    expect((await call(studio.server, 'GET', `/photos/${id}`, { cookie: studio.admin })).status).toBe(404);
  expect((await homePlaces())['home:main']?.map(({ id }) => id)).toEqual([replacement]);
  const portfolio = (await call(studio.server, 'GET', '/placements?page=/portfolio')).body.data;
  expect(portfolio['portfolio:portraits'].map(({ id }: { id: string }) => id)).toEqual([replacement]);
}

describe('deleting many photos', () => {
  it(
    'lists where each is used, refuses to delete until every place has its answer, then replaces in one go',
    deleteUsedPhotos,
  );

  it('refuses a replacement already in the place, an unpublished one, and anyone but the admin', async () => {
    const [first, second, draft] = [
      await libraryPhoto('Un'),
      await libraryPhoto('Deux'),
      await libraryPhoto(),
    ];
    await publish([first, second]);
    await place('portfolio:paysages-naturels', [first, second]);
    const answer = (replacement_id: string | null) => ({
      ids: [first],
      confirm: true,
      replacements: [{ place: 'portfolio:paysages-naturels', photo_id: first, replacement_id }],
    });
    expect(refusal(await remove(answer(second)))).toEqual({
      status: 400,
      message: photoBulkMessages.replacementTwice('Portfolio — Paysages naturels'),
    });
    expect(refusal(await remove(answer(draft)))).toEqual({
      status: 400,
      message: photoBulkMessages.replacementUnusable,
    });
    expect((await remove(answer(null), studio.client)).status).toBe(403);
    expect((await call(studio.server, 'GET', `/photos/${first}`, { cookie: studio.admin })).status).toBe(200);
  });
});

describe('an emptied place', () => {
  it('never shows the demo again: her fallback, or nothing at all', async () => {
    const [placed, fallback] = [await libraryPhoto('Sur l’accueil'), await libraryPhoto('Secours')];
    await publish([placed, fallback]);
    // Never chosen: the template's own photo (an empty list).
    expect((await homePlaces())['home:lifestyle']).toEqual([]);
    await place('home:lifestyle', [placed]);
    await remove({
      ids: [placed],
      confirm: true,
      replacements: [{ place: 'home:lifestyle', photo_id: placed, replacement_id: null }],
    });
    expect((await homePlaces())['home:lifestyle']).toBeNull();

    const chosen = await call(
      studio.server,
      'PUT',
      `/admin/placements/${encodeURIComponent('home:lifestyle')}/fallback`,
      {
        cookie: studio.admin,
        body: { photo_id: fallback },
      },
    );
    expect(refusal(chosen)).toEqual({ status: 200, message: placementMessages.fallbackSaved });
    expect(chosen.body.data.id).toBe(fallback);
    expect((await homePlaces())['home:lifestyle']?.map(({ id }) => id)).toEqual([fallback]);
    const uses = await call(studio.server, 'GET', `/photos/${fallback}/uses`, { cookie: studio.admin });
    expect(uses.body.data).toEqual([
      { kind: 'fallback', key: 'home:lifestyle', title: 'Accueil — carte Portrait lifestyle' },
    ]);
    // An unpublished fallback is not shown either.
    await publish([fallback], false);
    expect((await homePlaces())['home:lifestyle']).toBeNull();
  });

  it('takes a published fallback only, chosen by the admin', async () => {
    const draft = await libraryPhoto();
    const url = `/admin/placements/${encodeURIComponent('home:mariage')}/fallback`;
    expect(
      refusal(await call(studio.server, 'PUT', url, { cookie: studio.admin, body: { photo_id: draft } })),
    ).toEqual({
      status: 400,
      message: placementMessages.notPlaceable,
    });
    expect(
      (await call(studio.server, 'PUT', url, { cookie: studio.client, body: { photo_id: null } })).status,
    ).toBe(403);
    expect((await call(studio.server, 'GET', url, { cookie: studio.admin })).body.data).toBeNull();
    expect((await homePlaces())['home:mariage']).toEqual([]);
  });
});
