import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { galleryMessages, studio } from '@lapm/contracts';
import { beforeAll, describe, expect, it } from '@rstest/core';
import sharp from 'sharp';
import { galleryServerForFile } from '../../testing/galleries';
import { bytes, cookiePair, cornerSpread, galleryDownloads } from '../../testing/gallery-downloads';
import { call } from '../../testing/server';
import { unzip } from '../../testing/zip';
import { watermarkMark } from './watermark';

/**
 * The download PIN the studio sets per album: it opens the originals and lifts the watermark
 * (its wrong tries: galleries-download-pin-tries.test.ts).
 */
const setup = galleryServerForFile({ GALLERY_TRY_DELAY_MS: '50' });
const { albumWith, settle, guest, get, pin } = galleryDownloads(setup);
let photosDir: string;
beforeAll(() => {
  photosDir = join(setup.server.config.dataDir, 'photos');
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
