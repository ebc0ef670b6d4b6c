import { accessCodeMessages, albumLinkMessage } from '@lapm/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { addUser, call, login, PASSWORD, startTestServer, type TestServer } from '../../testing/server';

/** What an album saved without a title, kind or cover answers (a client of the spec's calls). */
const unnamed = {
  title: '',
  welcome: '',
  kind: null,
  cover_photo_id: null,
  cover_focal_x: 50,
  cover_focal_y: 50,
  client_notified_at: null,
};

let server: TestServer;
let adminCookie: string;
let owner: Awaited<ReturnType<typeof addUser>>;
beforeAll(async () => {
  server = await startTestServer();
  const admin = await addUser(server, { role: 'admin' });
  adminCookie = await login(server, admin.email, PASSWORD);
  owner = await addUser(server, { firstname: 'Inès', lastname: 'Roux', email: 'ines.roux@exemple.fr' });
});
afterAll(() => server.close());

const newAlbum = (userId: number, suffix = '1') => ({
  date: ' 12/05/2025 ',
  lien: ` https://galerie.exemple.fr/ines-${suffix} `,
  access_code: ` CODE-${suffix} `,
  user_id: userId,
});

async function createAlbum(userId: number, suffix?: string): Promise<number> {
  const response = await call(server, 'POST', '/album', {
    cookie: adminCookie,
    body: newAlbum(userId, suffix),
  });
  if (response.status !== 201) throw new Error(response.text);
  return response.body.data.id_album;
}

describe('POST /album', () => {
  it('creates an album for an existing user and answers it with its owner', async () => {
    const response = await call(server, 'POST', '/album', {
      cookie: adminCookie,
      body: { ...newAlbum(owner.id), user_id: String(owner.id), access_password: 'ignoré' },
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      message: 'Album créé.',
      data: {
        id_album: expect.any(Number),
        id_user: owner.id,
        firstname: 'Inès',
        lastname: 'Roux',
        email: 'ines.roux@exemple.fr',
        lien: 'https://galerie.exemple.fr/ines-1',
        access_code: 'CODE-1',
        date: '12/05/2025',
        available_until: null,
        expired: false,
        first_opened_at: null,
        last_opened_at: null,
        photo_count: 0,
        grace_days: 30,
        ...unnamed,
      },
      // Short codes are saved, with the form's warning said again.
      warnings: [accessCodeMessages.tooShort],
    });
  });

  it('requires every field, trimmed, and a positive user id', async () => {
    const valid = newAlbum(owner.id);
    for (const body of [
      { ...valid, date: '  ' },
      { ...valid, lien: '' },
      { ...valid, access_code: ' ' },
      { ...valid, user_id: 0 },
      { ...valid, user_id: -3 },
    ]) {
      const response = await call(server, 'POST', '/album', { cookie: adminCookie, body });
      expect({ status: response.status, body: response.body }).toEqual({
        status: 400,
        body: { message: 'Renseignez tous les champs requis' },
      });
    }
    const missing = await call(server, 'POST', '/album', {
      cookie: adminCookie,
      body: { lien: 'https://g.fr/x', access_code: 'y', user_id: owner.id },
    });
    expect(missing.body).toEqual({ message: 'Le champ « date » est obligatoire.' });
  });

  it('refuses a link that is not a complete https:// address', async () => {
    const response = await call(server, 'POST', '/album', {
      cookie: adminCookie,
      body: { ...newAlbum(owner.id), lien: 'javascript:alert(1)' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: albumLinkMessage });
  });

  it('refuses an owner that does not exist', async () => {
    const response = await call(server, 'POST', '/album', { cookie: adminCookie, body: newAlbum(999999) });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Utilisateur introuvable.' });
  });
});

describe('reading albums', () => {
  it('GET /album lists every album in data; GET /album/{id} answers one', async () => {
    const id = await createAlbum(owner.id, 'liste');
    const list = await call(server, 'GET', '/album', { cookie: adminCookie });
    expect(list.status).toBe(200);
    expect(list.body.data.length).toBeGreaterThanOrEqual(2);
    expect(list.body.data.find((a: { id_album: number }) => a.id_album === id)).toEqual({
      id_album: id,
      id_user: owner.id,
      firstname: 'Inès',
      lastname: 'Roux',
      email: 'ines.roux@exemple.fr',
      lien: 'https://galerie.exemple.fr/ines-liste',
      access_code: 'CODE-liste',
      date: '12/05/2025',
      available_until: null,
      expired: false,
      first_opened_at: null,
      last_opened_at: null,
      photo_count: 0,
      grace_days: 30,
      ...unnamed,
    });
    const one = await call(server, 'GET', `/album/${id}`, { cookie: adminCookie });
    expect(one.status).toBe(200);
    expect(one.body.data.id_album).toBe(id);
  });

  it('GET /album/{id}: 404 for an unknown album, 400 for a bad id', async () => {
    const missing = await call(server, 'GET', '/album/999999', { cookie: adminCookie });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Album introuvable.' });
    expect((await call(server, 'GET', '/album/0', { cookie: adminCookie })).status).toBe(400);
  });

  it('GET /album/my answers only the caller’s albums, with access_password', async () => {
    const client = await addUser(server, { firstname: 'Hugo', lastname: 'Petit' });
    const someoneElse = await addUser(server);
    const first = await createAlbum(client.id, 'hugo-a');
    const second = await createAlbum(client.id, 'hugo-b');
    await createAlbum(someoneElse.id, 'autre');
    const cookie = await login(server, client.email, PASSWORD);
    const response = await call(server, 'GET', '/album/my', { cookie });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      data: [first, second].map((id, i) => ({
        id_album: id,
        id_user: client.id,
        firstname: 'Hugo',
        lastname: 'Petit',
        email: client.email,
        lien: `https://galerie.exemple.fr/ines-hugo-${'ab'[i]}`,
        access_password: `CODE-hugo-${'ab'[i]}`,
        date: '12/05/2025',
        available_until: null,
        expired: false,
        title: '',
      })),
    });
  });

  it('GET /album/my answers an empty list to a client without albums', async () => {
    const client = await addUser(server);
    const response = await call(server, 'GET', '/album/my', {
      cookie: await login(server, client.email, PASSWORD),
    });
    expect(response.body).toEqual({ data: [] });
  });
});

describe('changing albums', () => {
  it('PUT /album changes owner, link, code and date', async () => {
    const id = await createAlbum(owner.id, 'avant');
    const newOwner = await addUser(server, { firstname: 'Jade', lastname: 'Noir' });
    const response = await call(server, 'PUT', '/album', {
      cookie: adminCookie,
      body: {
        id,
        user_id: newOwner.id,
        lien: ' https://g.fr/apres ',
        access_code: 'APRES',
        date: '01/09/2025',
        available_until: null,
        expired: false,
        first_opened_at: null,
        last_opened_at: null,
        photo_count: 0,
        grace_days: 30,
      },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      message: 'Album modifié.',
      data: {
        id_album: id,
        id_user: newOwner.id,
        firstname: 'Jade',
        lastname: 'Noir',
        email: newOwner.email,
        lien: 'https://g.fr/apres',
        access_code: 'APRES',
        date: '01/09/2025',
        available_until: null,
        expired: false,
        first_opened_at: null,
        last_opened_at: null,
        photo_count: 0,
        grace_days: 30,
        ...unnamed,
      },
      warnings: [accessCodeMessages.tooShort],
    });
  });
});

describe('changing albums, refusals and deletion', () => {
  it('PUT /album: 404 unknown album, 400 unknown owner or missing field', async () => {
    const id = await createAlbum(owner.id, 'put');
    const body = { id, user_id: owner.id, lien: 'https://g.fr/l', access_code: 'c', date: 'd' };
    const unknown = await call(server, 'PUT', '/album', {
      cookie: adminCookie,
      body: { ...body, id: 999999 },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Album introuvable.' });
    const noOwner = await call(server, 'PUT', '/album', {
      cookie: adminCookie,
      body: { ...body, user_id: 999999 },
    });
    expect(noOwner.status).toBe(400);
    expect(noOwner.body).toEqual({ message: 'Utilisateur introuvable.' });
    const blank = await call(server, 'PUT', '/album', { cookie: adminCookie, body: { ...body, lien: ' ' } });
    expect(blank.status).toBe(400);
    expect(blank.body).toEqual({ message: 'Renseignez tous les champs requis' });
  });

  it('DELETE /album deletes once, then answers 404', async () => {
    const id = await createAlbum(owner.id, 'suppr');
    const deleted = await call(server, 'DELETE', '/album', { cookie: adminCookie, body: { id_album: id } });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: 'Album supprimé.' });
    expect((await call(server, 'GET', `/album/${id}`, { cookie: adminCookie })).status).toBe(404);
    const again = await call(server, 'DELETE', '/album', { cookie: adminCookie, body: { id_album: id } });
    expect(again.status).toBe(404);
    const noId = await call(server, 'DELETE', '/album', { cookie: adminCookie, body: {} });
    expect(noId.status).toBe(400);
  });
});
