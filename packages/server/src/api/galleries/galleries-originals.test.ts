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
