import { placementMessages } from '@lapm/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { phonePhoto, processed, uploadPhoto } from '../../testing/photos';
import { addUser, call, login, PASSWORD, startTestServer, type TestServer } from '../../testing/server';

let server: TestServer;
let laptop: string;
let phone: string;
let client: string;
beforeAll(async () => {
  server = await startTestServer({ PHOTO_QUEUE_INTERVAL_MS: '100' });
  const { email } = await addUser(server, { role: 'admin' });
  laptop = await login(server, email, PASSWORD);
  phone = await login(server, email, PASSWORD);
  client = await login(server, (await addUser(server, { email: 'cliente@exemple.fr' })).email, PASSWORD);
});
afterAll(() => server.close());

const ALBUM = encodeURIComponent('portfolio:paysages-naturels');
const HOME = encodeURIComponent('home:main');

async function publishedPhoto(alt: string): Promise<string> {
  const upload = await uploadPhoto(server, laptop, `${alt}.jpg`, await phonePhoto());
  const photo = await processed(server, laptop, upload.body.data.id);
  await call(server, 'PUT', `/photos/${photo.id}/alt`, { cookie: laptop, body: { alt } });
  await call(server, 'PUT', `/photos/${photo.id}/published`, { cookie: laptop, body: { published: true } });
  return photo.id;
}

const saveDraft = (place: string, ids: string[], cookie = laptop) =>
  call(server, 'PUT', `/admin/placements/${place}/draft`, { cookie, body: { photo_ids: ids } });
const draft = (place: string, cookie = laptop) =>
  call(server, 'GET', `/admin/placements/${place}/draft`, { cookie });

describe('placement drafts', () => {
  it('keep the photos she picks, in her order, for another device, the site unchanged until she saves', async () => {
    const etang = await publishedPhoto('Étang de Thau');
    const vignes = await publishedPhoto('Vignes du Pic Saint-Loup');
    expect((await draft(ALBUM)).body.data).toBeNull();

    const saved = await saveDraft(ALBUM, [vignes, etang]);
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(placementMessages.draftSaved);
    const onPhone = await draft(ALBUM, phone);
    expect(onPhone.body.data.photos.map((photo: { alt: string }) => photo.alt)).toEqual([
      'Vignes du Pic Saint-Loup',
      'Étang de Thau',
    ]);
    expect((await call(server, 'GET', `/admin/placements/${ALBUM}`, { cookie: laptop })).body.data).toEqual(
      [],
    );

    const placed = await call(server, 'PUT', `/admin/placements/${ALBUM}`, {
      cookie: phone,
      body: { photo_ids: [vignes, etang] },
    });
    expect(placed.status).toBe(200);
    expect((await draft(ALBUM)).body.data).toBeNull();
  });

  it('refuse more photos than the place takes, a duplicate, and anyone but an admin', async () => {
    const one = await publishedPhoto('Cirque de Navacelles');
    const two = await publishedPhoto('Salins d’Aigues-Mortes');
    expect((await saveDraft(HOME, [one, two])).body.message).toBe(placementMessages.tooMany(1));
    expect((await saveDraft(HOME, [one, one])).status).toBe(400);
    expect((await saveDraft(HOME, [one], client)).status).toBe(403);
    expect((await draft(HOME, client)).status).toBe(403);
    expect((await saveDraft(HOME, [one], '')).status).toBe(401);
    expect((await draft(HOME)).body.data).toBeNull();
  });
});
