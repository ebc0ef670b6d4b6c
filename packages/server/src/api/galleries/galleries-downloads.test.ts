import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { galleryMessages, studio, WEB_SIZE_LONG_SIDE } from '@lapm/contracts';
import { beforeAll, describe, expect, it } from '@rstest/core';
import sharp from 'sharp';
import { createGalleryAlbum, flatJpeg, galleryServerForFile, uploadToAlbum } from '../../testing/galleries';
import { call } from '../../testing/server';
import { unzip } from '../../testing/zip';
import { WRONG_CODES_PER_ADDRESS, WRONG_CODES_PER_ALBUM } from './access';
import { watermarkMark } from './watermark';

/**
 * Downloads as the studio sets them per album: the originals, the web size or none, the hearted
 * photos only, a PIN that lifts the watermark and opens the originals, and who downloaded what.
 */
const setup = galleryServerForFile({ GALLERY_TRY_DELAY_MS: '50' });
let photosDir: string;
beforeAll(() => {
  photosDir = join(setup.server.config.dataDir, 'photos');
});

/** A photo of one flat colour: the watermark, where drawn, is the only thing that varies in it. */
const flat = (width: number, height: number) => flatJpeg(width, height, { r: 90, g: 120, b: 150 }, 95);

interface Album {
  id: number;
  code: string;
  photos: string[];
}

async function albumWith(code: string, sizes: [number, number][]): Promise<Album> {
  const id = await createGalleryAlbum(setup, code, '14/06/2025');
  const files = await Promise.all(
    sizes.map(async ([width, height], i) => ({
      name: `IMG_000${i + 1}.jpg`,
      data: await flat(width, height),
    })),
  );
  const photos = await uploadToAlbum(setup, id, files);
  await setup.server.app.background.galleryPhotosPass();
  return { id, code, photos };
}

const base = { includedPhotos: 10, downloadsEnabled: true, graceDays: 30 };
async function settle(albumId: number, settings: Record<string, unknown>) {
  const response = await call(setup.server, 'PUT', `/admin/albums/${albumId}/gallery`, {
    cookie: setup.admin,
    body: { ...base, watermark: false, ...settings },
  });
  expect(response.status).toBe(200);
}

/** A guest's browser let in with the code (and their name, if given), from its own address. */
async function guest(album: Album, address: string, name?: string): Promise<string> {
  const response = await call(setup.server, 'POST', `/galleries/${album.id}/access`, {
    body: name ? { code: album.code, guest: name } : { code: album.code },
    headers: { 'x-forwarded-for': address },
  });
  expect(response.status).toBe(200);
  return cookiePair(response, 'lapm_gallery_');
}

function cookiePair(response: { headers: Headers }, prefix: string): string {
  const set = response.headers.getSetCookie().find((cookie) => cookie.startsWith(prefix));
  if (!set) throw new Error(`no ${prefix} cookie`);
  return set.split(';')[0] as string;
}

const get = (cookie: string, path: string) =>
  fetch(`${setup.server.url}/api${path}`, { headers: { cookie } });
const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());
const pin = (album: Album, value: string, cookie: string, address = '198.51.100.1') =>
  call(setup.server, 'POST', `/galleries/${album.id}/download-pin`, {
    body: { pin: value },
    cookie,
    headers: { 'x-forwarded-for': address },
  });

/** How much the lower right corner varies: nothing on a flat photo, the studio's name when marked. */
async function cornerSpread(data: Buffer): Promise<number> {
  const { width = 0, height = 0 } = await sharp(data).metadata();
  const region = { left: Math.round(width * 0.6), top: Math.round(height * 0.85) };
  const stats = await sharp(data)
    .extract({ ...region, width: width - region.left, height: height - region.top })
    .stats();
  return Math.max(...stats.channels.slice(0, 3).map((channel) => channel.stdev));
}

/** The admin's list of downloads once `count` are in (one is counted when its last byte has left). */
async function downloadsOf(albumId: number, count: number) {
  for (let i = 0; i < 100; i++) {
    const { downloads } = (
      await call(setup.server, 'GET', `/admin/albums/${albumId}/photos`, { cookie: setup.admin })
    ).body;
    if (downloads.length >= count) return downloads;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return (await call(setup.server, 'GET', `/admin/albums/${albumId}/photos`, { cookie: setup.admin })).body
    .downloads;
}

describe('the web size', () => {
  it('is at most 2048 px on its long side, sRGB, signed with the studio’s name, made once and kept', async () => {
    const album = await albumWith('taille-web-2025', [
      [3600, 2400],
      [1800, 2700],
      [1200, 800],
    ]);
    await settle(album.id, { downloadSize: 'web' });
    const response = await get(setup.owner, `/galleries/${album.id}/photos/${album.photos[0]}/web`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('content-disposition')).toContain('IMG_0001.jpg');
    const meta = await sharp(await bytes(response)).metadata();
    expect([meta.width, meta.height]).toEqual([WEB_SIZE_LONG_SIDE, 1365]);
    expect(meta.space).toBe('srgb');
    expect(meta.icc).toBeDefined();
    expect(meta.exif?.toString('latin1')).toContain(studio.name);
    expect(existsSync(join(photosDir, 'gallery-variants', album.photos[0] as string, 'web.jpg'))).toBe(true);

    // The ZIP for phones: every photo at the web size, none enlarged.
    const zip = await get(setup.owner, `/galleries/${album.id}/archive-web.zip`);
    expect(zip.status).toBe(200);
    const entries = await unzip(await bytes(zip));
    expect(entries.map((entry) => entry.name)).toEqual(['IMG_0001.jpg', 'IMG_0002.jpg', 'IMG_0003.jpg']);
    const sides = await Promise.all(entries.map(async (entry) => sharp(entry.data).metadata()));
    expect(sides.map(({ width, height }) => [width, height])).toEqual([
      [2048, 1365],
      [1365, 2048],
      [1200, 800],
    ]);

    // Web size only: the originals are refused, one by one and as a ZIP.
    for (const path of [`/photos/${album.photos[0]}/original`, '/archive.zip']) {
      const refused = await call(setup.server, 'GET', `/galleries/${album.id}${path}`, {
        cookie: setup.owner,
      });
      expect(refused).toMatchObject({ status: 403, body: { message: galleryMessages.webSizeOnly } });
    }
    expect(
      (await call(setup.server, 'GET', `/galleries/${album.id}`, { cookie: setup.owner })).body.downloads,
    ).toEqual({
      high: false,
      web: true,
      watermarked: false,
      pinAsked: false,
      favouritesOnly: false,
    });
  });
});

describe('the download PIN', () => {
  it('guards the originals: refused without it, given with it, worthless once changed', async () => {
    const album = await albumWith('pin-haute-2025', [[1600, 1200]]);
    await settle(album.id, { downloadSize: 'high', downloadPin: '4821' });
    const settings = (
      await call(setup.server, 'GET', `/admin/albums/${album.id}/photos`, { cookie: setup.admin })
    ).body.settings;
    expect(settings).toMatchObject({ downloadPinSet: true, downloadSize: 'high' });
    expect(JSON.stringify(settings)).not.toContain('4821');

    const léa = await guest(album, '198.51.100.10', 'Léa');
    const original = `/galleries/${album.id}/photos/${album.photos[0]}/original`;
    for (const path of [original, `/galleries/${album.id}/archive.zip`]) {
      const refused = await call(setup.server, 'GET', path, { cookie: léa });
      expect(refused).toMatchObject({ status: 403, body: { message: galleryMessages.downloadPinRequired } });
    }
    expect(
      (await call(setup.server, 'GET', `/galleries/${album.id}`, { cookie: léa })).body.downloads,
    ).toMatchObject({
      high: false,
      web: true,
      pinAsked: true,
    });
    // The owner is asked too: the studio gives her the PIN, she gives it to her guests or not.
    expect((await call(setup.server, 'GET', original, { cookie: setup.owner })).status).toBe(403);

    expect(await pin(album, '1234', léa)).toMatchObject({
      status: 401,
      body: { message: galleryMessages.wrongDownloadPin },
    });
    expect((await pin(album, '12a4', léa)).status).toBe(400);
    const right = await pin(album, '4821', léa);
    expect(right.status).toBe(200);
    const withPin = `${léa}; ${cookiePair(right, 'lapm_gallery_pin_')}`;
    const file = await get(withPin, original);
    expect(file.status).toBe(200);
    expect((await sharp(await bytes(file)).metadata()).width).toBe(1600);
    expect(
      (await call(setup.server, 'GET', `/galleries/${album.id}`, { cookie: withPin })).body.downloads,
    ).toMatchObject({ high: true, pinAsked: false });

    // A new PIN: the browsers that gave the old one are asked again.
    await settle(album.id, { downloadSize: 'high', downloadPin: '9051' });
    expect((await call(setup.server, 'GET', original, { cookie: withPin })).status).toBe(403);
    // No PIN any more (and no watermark): the originals are open to all.
    await settle(album.id, { downloadSize: 'high', downloadPin: null });
    expect((await call(setup.server, 'GET', original, { cookie: léa })).status).toBe(200);
  });

  it('limits wrong PINs as it limits wrong codes: per album and per address slowed', async () => {
    const first = await albumWith('pin-essais-un', [[600, 400]]);
    const second = await albumWith('pin-essais-deux', [[600, 400]]);
    for (const album of [first, second]) await settle(album.id, { downloadPin: '7777' });
    for (let i = 0; i < WRONG_CODES_PER_ALBUM; i++) {
      expect((await pin(first, String(1000 + i), setup.owner, '198.51.100.20')).status).toBe(401);
    }
    const slowed = await pin(first, '2000', setup.owner, '198.51.100.21');
    expect(slowed.status).toBe(401);
    expect(slowed.headers.get('retry-after')).not.toBeNull();
    // The right PIN always passes on the album...
    expect((await pin(first, '7777', setup.owner, '198.51.100.22')).status).toBe(200);
    // ...and from an address past its own limit, after a wait, one PIN at a time.
    for (let i = WRONG_CODES_PER_ALBUM; i < WRONG_CODES_PER_ADDRESS; i++) {
      expect((await pin(second, String(3000 + i), setup.owner, '198.51.100.20')).status).toBe(401);
    }
    const [checked, turnedAway] = await Promise.all([
      pin(second, '4000', setup.owner, '198.51.100.20'),
      pin(second, '4001', setup.owner, '198.51.100.20'),
    ]);
    expect([checked.status, turnedAway.status].sort()).toEqual([401, 429]);
    const refused = checked.status === 429 ? checked : turnedAway;
    expect(refused.body.message).toBe(galleryMessages.oneTryAtATime);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect((await pin(second, '7777', setup.owner, '198.51.100.20')).status).toBe(200);
  });
});

describe('the watermark on downloads', () => {
  it('marks what is downloaded without the PIN, and only that', async () => {
    const album = await albumWith('filigrane-dl-2025', [[2400, 1600]]);
    const [photo] = album.photos as [string];
    await settle(album.id, { watermark: true, downloadSize: 'high' });
    const léa = await guest(album, '198.51.100.30', 'Léa');

    // No PIN set: no one gets an unmarked file, so no original.
    expect(
      await call(setup.server, 'GET', `/galleries/${album.id}/photos/${photo}/original`, { cookie: léa }),
    ).toMatchObject({ status: 403, body: { message: galleryMessages.webSizeOnly } });
    const marked = await bytes(await get(léa, `/galleries/${album.id}/photos/${photo}/web`));
    expect(await cornerSpread(marked)).toBeGreaterThan(2);
    const markedKey = `web.${watermarkMark(studio.name)}.jpg`;
    expect(existsSync(join(photosDir, 'gallery-variants', photo, markedKey))).toBe(true);
    const [entry] = await unzip(await bytes(await get(léa, `/galleries/${album.id}/archive-web.zip`)));
    expect(await cornerSpread(entry?.data as Buffer)).toBeGreaterThan(2);

    // With a PIN set, whoever gave it downloads unmarked files and the originals.
    await settle(album.id, { watermark: true, downloadSize: 'high', downloadPin: '2468' });
    const withPin = `${léa}; ${cookiePair(await pin(album, '2468', léa, '198.51.100.31'), 'lapm_gallery_pin_')}`;
    const plain = await bytes(await get(withPin, `/galleries/${album.id}/photos/${photo}/web`));
    expect(await cornerSpread(plain)).toBeLessThan(1);
    expect((await get(withPin, `/galleries/${album.id}/photos/${photo}/original`)).status).toBe(200);
    // The owner without it: marked, as anyone.
    const owners = await bytes(await get(setup.owner, `/galleries/${album.id}/photos/${photo}/web`));
    expect(await cornerSpread(owners)).toBeGreaterThan(2);
  });
});

describe('favourites only', () => {
  it('gives each downloader the photos they hearted, and nothing to one who hearted none', async () => {
    const album = await albumWith('favoris-dl-2025', [
      [600, 400],
      [600, 400],
      [600, 400],
    ]);
    const [a, b, c] = album.photos as [string, string, string];
    await settle(album.id, { favouritesOnly: true });
    const heart = (cookie: string, photoId: string) =>
      call(setup.server, 'PUT', `/galleries/${album.id}/favourites/${photoId}`, {
        cookie,
        body: { favourite: true },
      });
    expect((await heart(setup.owner, a)).status).toBe(200);
    const léa = await guest(album, '198.51.100.40', 'Léa');
    expect((await heart(léa, c)).status).toBe(200);
    const tom = await guest(album, '198.51.100.41', 'Tom');

    expect((await get(setup.owner, `/galleries/${album.id}/photos/${a}/original`)).status).toBe(200);
    expect(
      await call(setup.server, 'GET', `/galleries/${album.id}/photos/${b}/web`, { cookie: setup.owner }),
    ).toMatchObject({
      status: 403,
      body: { message: galleryMessages.favouritesOnlyDownload },
    });
    const names = async (cookie: string, zip: string) =>
      (await unzip(await bytes(await get(cookie, `/galleries/${album.id}/${zip}`)))).map(
        (entry) => entry.name,
      );
    expect(await names(setup.owner, 'archive.zip')).toEqual(['IMG_0001.jpg']);
    expect(await names(léa, 'archive-web.zip')).toEqual(['IMG_0003.jpg']);
    expect(
      await call(setup.server, 'GET', `/galleries/${album.id}/archive.zip`, { cookie: tom }),
    ).toMatchObject({
      status: 403,
      body: { message: galleryMessages.noFavouriteToDownload },
    });
    // The admin is no downloader with hearts: she gets the whole album.
    expect(await names(setup.admin, 'archive.zip')).toHaveLength(3);
  });
});

describe('who downloaded', () => {
  it('records the owner, a guest by their name, and the admin', async () => {
    const album = await albumWith('qui-dl-2025', [[600, 400]]);
    const [photo] = album.photos as [string];
    const léa = await guest(album, '198.51.100.50', 'Léa');
    for (const [cookie, path] of [
      [setup.owner, `/photos/${photo}/original`],
      [léa, '/archive-web.zip'],
      [setup.admin, `/photos/${photo}/web`],
    ] as const) {
      const response = await get(cookie, `/galleries/${album.id}${path}`);
      expect(response.status).toBe(200);
      await response.arrayBuffer();
      await downloadsOf(album.id, 1);
    }
    const downloads = await downloadsOf(album.id, 3);
    expect(
      downloads
        .map((download: { by: string; guest: string | null; size: string; kind: string }) => ({
          by: download.by,
          guest: download.guest,
          size: download.size,
          kind: download.kind,
        }))
        .sort((x: { by: string }, y: { by: string }) => x.by.localeCompare(y.by)),
    ).toEqual([
      { by: 'admin', guest: null, size: 'web', kind: 'photo' },
      { by: 'guest', guest: 'Léa', size: 'web', kind: 'archive' },
      { by: 'owner', guest: null, size: 'high', kind: 'photo' },
    ]);
  });
});
