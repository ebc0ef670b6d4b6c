import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { galleryMessages } from '@lapm/contracts';
import { describe, expect, it } from '@rstest/core';
import sharp from 'sharp';
import {
  adminGallery,
  albumId,
  codeCookie,
  downloadsCounted,
  galleryAlbumServerForFile,
  originals,
  photoIds,
  server,
} from '../../testing/gallery-album';
import { unzip } from '../../testing/zip';
import { galleryKeys } from '../photos/storage';

// The originals downloaded, one by one or as a ZIP, and counted (turned off: galleries-downloads-off.test.ts).
galleryAlbumServerForFile({ album: true, letIn: true });

describe('downloads', () => {
  it('gives one photo at full resolution and counts it', async () => {
    const [first] = photoIds as [string];
    // The owner's look at every address above counted too.
    const before = (await adminGallery(albumId)).downloads.length;
    const response = await fetch(`${server.url}/api/galleries/${albumId}/photos/${first}/original`, {
      headers: { cookie: codeCookie },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('IMG_0001.jpg');
    expect(Buffer.from(await response.arrayBuffer()).equals(originals.get('IMG_0001.jpg') as Buffer)).toBe(
      true,
    );
    const { downloads } = await downloadsCounted(albumId, before + 1);
    expect(downloads).toHaveLength(before + 1);
    expect(downloads[0]).toMatchObject({ kind: 'photo', fileName: 'IMG_0001.jpg' });
  });

  it('streams the whole album as a ZIP of the originals, and counts it', async () => {
    const before = (await adminGallery(albumId)).downloads.length;
    const response = await fetch(`${server.url}/api/galleries/${albumId}/archive.zip`, {
      headers: { cookie: codeCookie },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    const data = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(data.length);
    const entries = await unzip(data);
    expect(entries.map((entry) => entry.name)).toEqual(['IMG_0001.jpg', 'IMG_0002.jpg', 'IMG_0003.jpg']);
    for (const entry of entries) {
      const original = await sharp(originals.get(entry.name)).metadata();
      const unzipped = await sharp(entry.data).metadata();
      expect([unzipped.width, unzipped.height]).toEqual([original.width, original.height]);
    }
    const { downloads } = await downloadsCounted(albumId, before + 1);
    expect(downloads).toHaveLength(before + 1);
    expect(downloads[0]).toMatchObject({ kind: 'archive', fileName: null });
  });
});

describe('a photo the storage cannot give', () => {
  it('is said in French: not found when its file is gone, unavailable when the disk fails; nothing is counted', async () => {
    const photoId = photoIds[2] as string;
    const folder = join(server.config.dataDir, 'photos');
    const original = join(folder, galleryKeys.original(photoId));
    const variants = join(folder, galleryKeys.variant(photoId, 0, 'webp'), '..');
    const preview = readdirSync(variants).find((name) => /^[0-9]+\.webp$/.test(name)) as string;
    const kept = { original: readFileSync(original), preview: readFileSync(join(variants, preview)) };
    const before = (await adminGallery(albumId)).downloads.length;
    const answer = async (file: string) => {
      const response = await fetch(`${server.url}/api/galleries/${albumId}/photos/${photoId}/${file}`, {
        headers: { cookie: codeCookie },
      });
      return { status: response.status, body: await response.json() };
    };
    try {
      rmSync(original);
      expect(await answer('original')).toEqual({
        status: 404,
        body: { message: galleryMessages.photoNotFound },
      });
      // A folder where a file should be: the disk answers, but with an error (EISDIR).
      mkdirSync(original);
      expect(await answer('web')).toEqual({
        status: 503,
        body: { message: galleryMessages.photoUnreadable },
      });
      rmSync(join(variants, preview));
      mkdirSync(join(variants, preview));
      expect(await answer(preview)).toEqual({
        status: 503,
        body: { message: galleryMessages.photoUnreadable },
      });
    } finally {
      rmSync(original, { recursive: true, force: true });
      writeFileSync(original, kept.original);
      rmSync(join(variants, preview), { recursive: true, force: true });
      writeFileSync(join(variants, preview), kept.preview);
    }
    expect((await adminGallery(albumId)).downloads).toHaveLength(before);
  });
});
