import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { galleryMessages, studio, WEB_SIZE_LONG_SIDE } from '@lapm/contracts';
import { beforeAll, describe, expect, it } from '@rstest/core';
import sharp from 'sharp';
import { galleryServerForFile } from '../../testing/galleries';
import { bytes, galleryDownloads } from '../../testing/gallery-downloads';
import { call } from '../../testing/server';
import { unzip } from '../../testing/zip';

/**
 * Downloads as the studio sets them per album: the originals, the web size or none, the hearted
 * photos only, and who downloaded what (the PIN and the watermark: galleries-download-pin*.test.ts).
 */
const setup = galleryServerForFile({ GALLERY_TRY_DELAY_MS: '50' });
const { albumWith, settle, guest, get, downloadsOf } = galleryDownloads(setup);
let photosDir: string;
beforeAll(() => {
  photosDir = join(setup.server.config.dataDir, 'photos');
});

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
