import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { studio, TRASH_DAYS } from '@lapm/contracts';
import { describe, expect, it } from '@rstest/core';
import sharp from 'sharp';
import {
  accessCookie,
  admin,
  createAlbum,
  downloads,
  guestServerForFile,
  jpeg,
  photosDir,
  server,
  setClockAhead,
  tryCode,
  upload,
  zipNames,
} from '../../testing/gallery-guests';
import { call } from '../../testing/server';
import { watermarkMark } from './watermark';

// What guests are given: previews under the watermark, and the album as a ZIP.
guestServerForFile();

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
    setClockAhead((TRASH_DAYS + 1) * 24 * 60 * 60 * 1000);
    await server.app.background.gallerySweep();
    setClockAhead(0);
    expect(
      existsSync(join(photosDir, 'gallery-variants', photoId))
        ? readdirSync(join(photosDir, 'gallery-variants', photoId))
        : [],
    ).toEqual([]);
  });
});

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
