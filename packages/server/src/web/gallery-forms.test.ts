import { randomUUID } from 'node:crypto';
import { galleryPath } from '@lapm/contracts';
import { beforeAll, describe, expect, it } from '@rstest/core';
import { formSite } from '../testing/form-site';
import { addUser, call, login, PASSWORD } from '../testing/server';

/**
 * A gallery's heart posted without the app (web/gallery-forms.ts): refused from another site,
 * checked before the API is asked, and answered with the API's own refusal. Its way through, a
 * heart filled and the gallery again at that photo, is the e2e gallery-hearts.nojs.spec.ts.
 */
const { server, post } = formSite();
let albumId: number;
let owner: string;

beforeAll(async () => {
  const admin = await login(server(), (await addUser(server(), { role: 'admin' })).email, PASSWORD);
  const client = await addUser(server());
  owner = await login(server(), client.email, PASSWORD);
  const body = {
    date: '12/05/2026',
    lien: 'https://example.com/s',
    access_code: 'coeur-code',
    user_id: client.id,
  };
  albumId = (await call(server(), 'POST', '/album', { cookie: admin, body })).body.data.id_album;
});

describe('a gallery heart posted without the app', () => {
  it('is refused from another site', async () => {
    const { response, html } = await post(
      galleryPath(albumId),
      { photo: randomUUID(), favourite: 'true' },
      { cookie: owner, origin: 'https://ailleurs.example' },
    );
    expect(response.status).toBe(403);
    expect(html).toBe('Requête refusée : elle ne provient pas de ce site.');
  });

  it('brings her back to the gallery as it stands when it names no photo of hers, or she may not see it', async () => {
    for (const [photo, cookie] of [
      ['../x', owner],
      [randomUUID(), owner],
      [randomUUID(), undefined],
    ] as const) {
      const { response } = await post(
        galleryPath(albumId),
        { photo, favourite: 'true' },
        cookie ? { cookie } : {},
      );
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(galleryPath(albumId));
    }
    const gallery = await call(server(), 'GET', `/galleries/${albumId}`, { cookie: owner });
    expect(gallery.body.favourites).toEqual([]);
  });
});
