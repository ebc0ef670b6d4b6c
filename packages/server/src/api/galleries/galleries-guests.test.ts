import { accessCodeMessages, galleryMessages } from '@lapm/contracts';
import { describe, expect, it } from '@rstest/core';
import {
  accessCookie,
  admin,
  createAlbum,
  guestServerForFile,
  ownerId,
  server,
  tokenRows,
  tryCode,
  tryCodeAlone,
} from '../../testing/gallery-guests';
import { call } from '../../testing/server';
import { nulCharacterMessage } from '../validation';
import { albumSlowdownMs, WRONG_CODES_PER_ADDRESS, WRONG_CODES_PER_ALBUM } from './access';

/**
 * A gallery's code as a wedding's guests and strangers type it, from many addresses (each guest's
 * own, through the proxy's X-Forwarded-For). The rest: galleries-guests-*.test.ts.
 */
guestServerForFile();

describe('access codes', () => {
  it('let the guests in whatever strangers try, case and spaces aside, with one token per browser', async () => {
    // A code easy to guess is saved, with the form's warnings said again by the server.
    const weak = await call(server, 'POST', '/album', {
      cookie: admin,
      body: {
        date: '12/05/2026',
        lien: 'https://galerie.example.com/s',
        access_code: 'ines',
        user_id: ownerId,
      },
    });
    expect(weak).toMatchObject({
      status: 201,
      body: { warnings: [accessCodeMessages.tooShort, accessCodeMessages.hasName] },
    });
    const albumId = await createAlbum('Pivoine-lagune-sel');
    // A stranger sprays wrong codes at the album, past the album's limit.
    for (let i = 0; i < WRONG_CODES_PER_ALBUM; i++) {
      expect((await tryCode(albumId, `essai-${i}`, '198.51.100.1')).status).toBe(401);
    }
    const sprayedAt = performance.now();
    const slowed = await tryCode(albumId, 'essai-x', '198.51.100.1');
    expect(performance.now() - sprayedAt).toBeGreaterThanOrEqual(
      albumSlowdownMs(server.config.galleryTryDelayMs),
    );
    expect(slowed).toMatchObject({ status: 401, body: { message: galleryMessages.wrongCode } });
    expect(slowed.headers.get('retry-after')).not.toBeNull();

    // A guest, from her own address, types the code on her phone: it opens at once.
    const guest = await tryCode(albumId, '  PIVOINE-Lagune - sel ', '198.51.100.2');
    expect(guest.status).toBe(200);
    const cookie = accessCookie(guest);
    expect((await call(server, 'GET', `/galleries/${albumId}`, { cookie })).status).toBe(200);

    // Entering it again from the same browser renews its token rather than adding one.
    expect(await tokenRows(albumId)).toBe(1);
    const again = await tryCode(albumId, 'pivoine-lagune-sel', '198.51.100.2', cookie);
    expect(again.status).toBe(200);
    expect(await tokenRows(albumId)).toBe(1);
    expect((await call(server, 'GET', `/galleries/${albumId}`, { cookie: accessCookie(again) })).status).toBe(
      200,
    );
    expect((await tryCode(albumId, 'PIVOINE-LAGUNE-SEL', '198.51.100.3')).status).toBe(200);
    expect(await tokenRows(albumId)).toBe(2);

    // The stranger's address, past its own limit, is slowed on every album, never refused the right code.
    const other = await createAlbum('autre-album-code');
    for (let i = WRONG_CODES_PER_ALBUM + 1; i < WRONG_CODES_PER_ADDRESS + 1; i++) {
      expect((await tryCode(other, `essai-${i}`, '198.51.100.1')).status).toBe(401);
    }
    expect((await tryCode(other, 'autre-album-code', '198.51.100.1')).status).toBe(200);
    expect((await tryCode(other, 'autre-album-code', '198.51.100.4')).status).toBe(200);
  });
});

describe('guests', () => {
  it('open a gallery with its code alone, case and spaces aside, under the same limits', async () => {
    const albumId = await createAlbum('Cerise-orage-lin');
    const guest = await tryCodeAlone('  CERISE-orage - Lin ', '198.51.100.40', 'Léa');
    expect(guest).toMatchObject({ status: 200, body: { albumId } });
    expect(
      (await call(server, 'GET', `/galleries/${albumId}`, { cookie: accessCookie(guest) })).body,
    ).toMatchObject({
      viewer: 'guest',
      guest: 'Léa',
    });
    expect(await tryCodeAlone('cerise-orage', '198.51.100.40')).toMatchObject({
      status: 401,
      body: { message: galleryMessages.wrongCode },
    });
    // A code two open albums share cannot choose between them: it says so, and opens neither.
    await createAlbum('Même code 2026');
    await createAlbum('meme-code-2026');
    await createAlbum('même code 2026');
    expect(await tryCodeAlone('MÊME CODE 2026', '198.51.100.41')).toMatchObject({
      status: 409,
      body: { message: galleryMessages.codeAmbiguous },
    });
    // A NUL character, which the database's text cannot hold, is refused before any query.
    expect(await tryCodeAlone('cerise\u0000', '198.51.100.41')).toMatchObject({
      status: 400,
      body: { message: nulCharacterMessage },
    });
    // Wrong codes alone count against the address as the album's form does.
    for (let i = 0; i < WRONG_CODES_PER_ADDRESS; i++) {
      expect((await tryCodeAlone(`faux-${i}`, '198.51.100.42')).status).toBe(401);
    }
    const slowed = Date.now();
    expect((await tryCodeAlone('cerise-orage-lin', '198.51.100.42')).status).toBe(200);
    expect(Date.now() - slowed).toBeGreaterThanOrEqual(50);
  });
});
