import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { accessCodeMessages, galleryMessages, PHOTO_NAME_HEADER, studio, TRASH_DAYS } from '@lapm/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import sharp from 'sharp';
import yauzl from 'yauzl';
import { accessTokenCount } from '../../testing/galleries';
import { addUser, call, login, PASSWORD, startTestServer, type TestServer } from '../../testing/server';
import { nulCharacterMessage } from '../validation';
import { WRONG_CODES_PER_ADDRESS, WRONG_CODES_PER_ALBUM } from './access';
import { watermarkMark } from './watermark';

/**
 * A gallery as a wedding's guests and strangers use it: codes typed from many addresses (each
 * guest's own, through the proxy's X-Forwarded-For), previews under the watermark, the ZIP.
 */
let server: TestServer;
let admin: string;
let ownerId: number;
let owner: string;
let photosDir: string;
/** The app's clock, moved forward to let the Corbeille go. */
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);

beforeAll(async () => {
  server = await startTestServer(
    { PHOTO_QUEUE_INTERVAL_MS: '100', TRUST_PROXY: 'loopback', GALLERY_TRY_DELAY_MS: '50' },
    { clock },
  );
  admin = await login(server, (await addUser(server, { role: 'admin' })).email, PASSWORD);
  const ownerUser = await addUser(server, { firstname: 'Inès', lastname: 'Martin' });
  ownerId = ownerUser.id;
  owner = await login(server, ownerUser.email, PASSWORD);
  photosDir = join(server.config.dataDir, 'photos');
});
afterAll(async () => {
  await server.close();
});

const jpeg = (width: number, height: number, seed: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: seed * 40, g: 120, b: 90 } } })
    .jpeg({ quality: 90 })
    .toBuffer();

async function createAlbum(code: string): Promise<number> {
  const response = await call(server, 'POST', '/album', {
    cookie: admin,
    body: { date: '12/05/2026', lien: 'https://galerie.example.com/s', access_code: code, user_id: ownerId },
  });
  expect(response.status).toBe(201);
  return response.body.data.id_album;
}

async function upload(albumId: number, name: string, data: Buffer): Promise<string> {
  const response = await call(server, 'POST', `/admin/albums/${albumId}/photos`, {
    cookie: admin,
    headers: { 'content-type': 'application/octet-stream', [PHOTO_NAME_HEADER]: encodeURIComponent(name) },
    rawBody: data,
  });
  expect(response.status).toBe(201);
  return response.body.photo.id;
}

/** A code typed from `address`, with the browser's cookie for that album if it has one. */
const tryCode = (albumId: number, code: string, address: string, cookie?: string) =>
  call(server, 'POST', `/galleries/${albumId}/access`, {
    body: { code },
    cookie,
    headers: { 'x-forwarded-for': address },
  });

function accessCookie(response: { headers: Headers }): string {
  const set = response.headers.getSetCookie().find((cookie) => cookie.startsWith('lapm_gallery_'));
  if (!set) throw new Error('no access cookie');
  return set.split(';')[0] as string;
}

const tokenRows = (albumId: number) => accessTokenCount(server, albumId);

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
    const slowed = await tryCode(albumId, 'essai-x', '198.51.100.1');
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

describe('previews under the watermark', () => {
  it('draws a marked preview once, keeps it in storage and serves that file', async () => {
    const albumId = await createAlbum('filigrane-2026');
    const photoId = await upload(albumId, 'IMG_0001.jpg', await jpeg(900, 600, 1));
    await server.app.background.galleryPhotosPass();
    const settings = { includedPhotos: 0, downloadsEnabled: true, watermark: true, graceDays: 30 };
    await call(server, 'PUT', `/admin/albums/${albumId}/gallery`, { cookie: admin, body: settings });
    const cookie = accessCookie(await tryCode(albumId, 'filigrane-2026', '198.51.100.20'));
    const preview = () =>
      fetch(`${server.url}/api/galleries/${albumId}/photos/${photoId}/800.webp`, { headers: { cookie } });

    // Sixteen guests open the new photo at once: all get the same marked preview.
    const first = await Promise.all(Array.from({ length: 16 }, preview));
    const bodies = await Promise.all(first.map(async (answer) => Buffer.from(await answer.arrayBuffer())));
    expect(first.map((answer) => answer.status)).toEqual(Array(16).fill(200));
    for (const body of bodies) expect(body.equals(bodies[0] as Buffer)).toBe(true);
    const kept = join(photosDir, 'gallery-variants', photoId, `800.${watermarkMark(studio.name)}.webp`);
    expect(existsSync(kept)).toBe(true);

    // Served from that file from now on: replaced on disk, the answer follows it.
    const stand = await sharp({ create: { width: 800, height: 533, channels: 3, background: '#123456' } })
      .webp()
      .toBuffer();
    rmSync(kept);
    await import('node:fs/promises').then(({ writeFile }) => writeFile(kept, stand));
    expect(Buffer.from(await (await preview()).arrayBuffer()).equals(stand)).toBe(true);

    // The watermark off: the plain preview again.
    await call(server, 'PUT', `/admin/albums/${albumId}/gallery`, {
      cookie: admin,
      body: { ...settings, watermark: false },
    });
    const plain = Buffer.from(await (await preview()).arrayBuffer());
    expect(plain.equals(stand)).toBe(false);
    expect(plain.equals(bodies[0] as Buffer)).toBe(false);

    // Deleting the photo puts it in the Corbeille; leaving it, its marked previews go with its files.
    await call(server, 'DELETE', `/admin/albums/${albumId}/photos/${photoId}`, { cookie: admin });
    expect(existsSync(kept)).toBe(true);
    offsetMs = (TRASH_DAYS + 1) * 24 * 60 * 60 * 1000;
    await server.app.background.gallerySweep();
    offsetMs = 0;
    expect(
      existsSync(join(photosDir, 'gallery-variants', photoId))
        ? readdirSync(join(photosDir, 'gallery-variants', photoId))
        : [],
    ).toEqual([]);
  });
});

function zipNames(data: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(data, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const names: string[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

const downloads = async (albumId: number): Promise<unknown[]> =>
  (await call(server, 'GET', `/admin/albums/${albumId}/photos`, { cookie: admin })).body.downloads;

describe('the album as a ZIP', () => {
  it('names every file so that Windows, macOS and Linux take it, and counts only a download sent whole', async () => {
    const albumId = await createAlbum('zip-2026');
    const names = ['C:evil.jpg', 'CON.jpg', 'IMG_0001.JPG', 'img_0001.jpg', 'fin. .jpg. ', 'a<b>|"?*.jpg'];
    const ids: string[] = [];
    for (const [i, name] of names.entries()) ids.push(await upload(albumId, name, await jpeg(500, 400, i)));
    await server.app.background.galleryPhotosPass();
    const cookie = accessCookie(await tryCode(albumId, 'zip-2026', '198.51.100.30'));

    const response = await fetch(`${server.url}/api/galleries/${albumId}/archive.zip`, {
      headers: { cookie },
    });
    expect(response.status).toBe(200);
    expect(await zipNames(Buffer.from(await response.arrayBuffer()))).toEqual([
      'C_evil.jpg',
      '_CON.jpg',
      'IMG_0001.JPG',
      'img_0001 (2).jpg',
      'fin. .jpg',
      'a_b_____.jpg',
    ]);
    for (let i = 0; i < 100 && (await downloads(albumId)).length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await downloads(albumId)).toHaveLength(1);

    // An original the storage cannot give: the ZIP is cut short, and is no download.
    rmSync(join(photosDir, 'gallery-originals', ids[3] as string));
    const cut = await fetch(`${server.url}/api/galleries/${albumId}/archive.zip`, { headers: { cookie } });
    await expect(cut.arrayBuffer()).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await downloads(albumId)).toHaveLength(1);
  });
});

/** « Accéder à une galerie »: the code alone, from `address`. */
const tryCodeAlone = (code: string, address: string, guest?: string) =>
  call(server, 'POST', '/galleries/access', {
    body: guest === undefined ? { code } : { code, guest },
    headers: { 'x-forwarded-for': address },
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

  it('keep their own hearts, apart from the owner’s selection, which they can neither change nor send', async () => {
    const albumId = await createAlbum('noces-de-juin');
    const [first, second, third] = [
      await upload(albumId, 'A.jpg', await jpeg(400, 300, 1)),
      await upload(albumId, 'B.jpg', await jpeg(400, 300, 2)),
      await upload(albumId, 'C.jpg', await jpeg(400, 300, 3)),
    ] as [string, string, string];
    await server.app.background.galleryPhotosPass();
    const heart = (cookie: string, photoId: string, favourite = true) =>
      call(server, 'PUT', `/galleries/${albumId}/favourites/${photoId}`, { cookie, body: { favourite } });

    expect((await heart(owner, third)).body.favourites).toEqual([third]);
    // A guest who gave no name is asked for one before a heart.
    const nameless = accessCookie(await tryCode(albumId, 'Noces-de-juin', '198.51.100.50'));
    expect(await heart(nameless, first)).toMatchObject({
      status: 409,
      body: { message: galleryMessages.guestNameRequired },
    });
    const named = await call(server, 'PUT', `/galleries/${albumId}/guest`, {
      cookie: nameless,
      body: { name: ' Paul ' },
    });
    expect(named).toMatchObject({ status: 200, body: { guest: 'Paul', favourites: [] } });
    expect((await heart(nameless, second)).body.favourites).toEqual([second]);

    const lea = accessCookie(
      await call(server, 'POST', `/galleries/${albumId}/access`, {
        body: { code: 'noces-de-juin', guest: 'Léa' },
        headers: { 'x-forwarded-for': '198.51.100.51' },
      }),
    );
    expect((await heart(lea, first)).body.favourites).toEqual([first]);
    expect((await heart(lea, second)).body.favourites).toEqual([first, second]);
    expect((await heart(lea, third, false)).body.favourites).toEqual([first, second]);
    // Her list is hers: the owner's selection is untouched, and she sees only her own hearts.
    const asOwner = await call(server, 'GET', `/galleries/${albumId}`, { cookie: owner });
    expect(asOwner.body).toMatchObject({ viewer: 'owner', favourites: [third] });
    expect(asOwner.body.photos.map((photo: { chosenBy: string[] }) => photo.chosenBy)).toEqual([
      ['Léa'],
      ['Paul', 'Léa'],
      [],
    ]);
    expect((await call(server, 'GET', `/galleries/${albumId}`, { cookie: lea })).body).toMatchObject({
      viewer: 'guest',
      guest: 'Léa',
      favourites: [first, second],
    });
    expect(
      (await call(server, 'GET', `/galleries/${albumId}`, { cookie: lea })).body.photos[0].chosenBy,
    ).toEqual([]);
    // The same name from another phone, case and spaces aside, finds the same list.
    const leaPhone = accessCookie(
      await call(server, 'POST', '/galleries/access', {
        body: { code: 'NOCES-DE-JUIN', guest: 'LÉA ' },
        headers: { 'x-forwarded-for': '198.51.100.52' },
      }),
    );
    expect(
      (await call(server, 'GET', `/galleries/${albumId}`, { cookie: leaPhone })).body.favourites,
    ).toEqual([first, second]);

    // Only the owner sends the selection.
    expect(await call(server, 'POST', `/galleries/${albumId}/selection`, { cookie: lea })).toMatchObject({
      status: 403,
      body: { message: galleryMessages.ownerOnly },
    });
    const admin_ = await call(server, 'GET', `/admin/albums/${albumId}/photos`, { cookie: admin });
    expect(admin_.body.selection).toMatchObject({ status: 'open', photoIds: [third] });
    expect(admin_.body.guests).toEqual([
      { name: 'Paul', photoIds: [second] },
      { name: 'Léa', photoIds: [first, second] },
    ]);
    expect((await call(server, 'POST', `/galleries/${albumId}/selection`, { cookie: owner })).status).toBe(
      200,
    );
    // A selection sent locks the owner's hearts, not her guests'.
    expect((await heart(owner, first)).status).toBe(409);
    expect((await heart(lea, third)).body.favourites).toEqual([first, second, third]);
  });

  it('never see a photo the owner hid: not in the list, not by its address, not in the ZIP', async () => {
    const albumId = await createAlbum('voile-et-riz');
    const shown = await upload(albumId, 'montree.jpg', await jpeg(400, 300, 1));
    const hidden = await upload(albumId, 'intime.jpg', await jpeg(400, 300, 2));
    await server.app.background.galleryPhotosPass();
    const guest = accessCookie(
      await call(server, 'POST', '/galleries/access', {
        body: { code: 'voile-et-riz', guest: 'Marc' },
        headers: { 'x-forwarded-for': '198.51.100.60' },
      }),
    );
    expect(
      (
        await call(server, 'PUT', `/galleries/${albumId}/favourites/${hidden}`, {
          cookie: guest,
          body: { favourite: true },
        })
      ).status,
    ).toBe(200);
    const hide = (cookie: string, hiddenFromGuests: boolean) =>
      call(server, 'PUT', `/galleries/${albumId}/photos/${hidden}/hidden`, {
        cookie,
        body: { hidden: hiddenFromGuests },
      });
    // A guest cannot hide or show anything; the owner can.
    expect((await hide(guest, false)).status).toBe(403);
    expect(await hide(owner, true)).toMatchObject({ status: 200, body: { hidden: true } });

    const list = (await call(server, 'GET', `/galleries/${albumId}`, { cookie: guest })).body;
    expect(list.photos.map((photo: { id: string }) => photo.id)).toEqual([shown]);
    expect(list.favourites).toEqual([]);
    const [width] = (await call(server, 'GET', `/galleries/${albumId}`, { cookie: owner })).body.photos[1]
      .widths;
    const get = (cookie: string, path: string) =>
      fetch(`${server.url}/api/galleries/${albumId}${path}`, { headers: { cookie } });
    expect((await get(guest, `/photos/${hidden}/${width}.webp`)).status).toBe(404);
    expect((await get(guest, `/photos/${hidden}/original`)).status).toBe(404);
    expect((await get(owner, `/photos/${hidden}/${width}.webp`)).status).toBe(200);
    expect(await zipNames(Buffer.from(await (await get(guest, '/archive.zip')).arrayBuffer()))).toEqual([
      'montree.jpg',
    ]);
    expect(await zipNames(Buffer.from(await (await get(owner, '/archive.zip')).arrayBuffer()))).toEqual([
      'montree.jpg',
      'intime.jpg',
    ]);
    expect(
      (
        await call(server, 'PUT', `/galleries/${albumId}/favourites/${hidden}`, {
          cookie: guest,
          body: { favourite: false },
        })
      ).status,
    ).toBe(404);
    // Shown again, it comes back with the heart the guest had given it.
    await hide(owner, false);
    expect((await call(server, 'GET', `/galleries/${albumId}`, { cookie: guest })).body.favourites).toEqual([
      hidden,
    ]);
  });
});
