import { galleryMessages } from '@lapm/contracts';
import { describe, expect, it } from '@rstest/core';
import {
  accessCookie,
  albumId,
  createAlbum,
  forward,
  galleryAlbumServerForFile,
  server,
} from '../../testing/gallery-album';
import { call } from '../../testing/server';
import { WRONG_CODES_PER_ADDRESS } from './access';

// The album's access code, and the limits on wrong ones.
galleryAlbumServerForFile({ album: true });

describe('the access code', () => {
  it('opens the album, and that album alone, with a cookie scripts cannot read', async () => {
    const wrong = await call(server, 'POST', `/galleries/${albumId}/access`, { body: { code: 'mariage' } });
    expect(wrong).toMatchObject({ status: 401, body: { message: galleryMessages.wrongCode } });
    const right = await call(server, 'POST', `/galleries/${albumId}/access`, {
      body: { code: 'mariage-2026' },
    });
    expect(right.status).toBe(200);
    const { pair, attributes } = accessCookie(right);
    expect(attributes).toContain(`Path=/api/galleries/${albumId}`);
    expect(attributes).toContain('HttpOnly');
    const codeCookie = pair;
    expect((await call(server, 'GET', `/galleries/${albumId}`, { cookie: codeCookie })).status).toBe(200);
    const another = await createAlbum('autre-code');
    const borrowed = pair.replace(`lapm_gallery_${albumId}=`, `lapm_gallery_${another}=`);
    expect((await call(server, 'GET', `/galleries/${another}`, { cookie: borrowed })).status).toBe(404);
  });

  it('slows an address after its twenty wrong codes without ever refusing it the right code', async () => {
    // A new window: the wrong code above is forgotten.
    await forward(16 * 60 * 1000);
    for (let i = 0; i < WRONG_CODES_PER_ADDRESS + 1; i++) {
      const response = await call(server, 'POST', `/galleries/${albumId}/access`, {
        body: { code: `essai-${i}` },
      });
      expect(response.status).toBe(401);
    }
    const slowed = await call(server, 'POST', `/galleries/${albumId}/access`, {
      body: { code: 'mariage-2026' },
    });
    expect(slowed.status).toBe(200);
  });
});
