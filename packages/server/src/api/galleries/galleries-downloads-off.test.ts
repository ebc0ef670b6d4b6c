import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { galleryMessages } from '@lapm/contracts';
import { describe, expect, it } from '@rstest/core';
import sharp from 'sharp';
import {
  admin,
  albumId,
  codeCookie,
  fetchSite,
  galleryAlbumServerForFile,
  photoIds,
  photosDir,
  server,
} from '../../testing/gallery-album';
import { call } from '../../testing/server';

// Downloads turned off, and the watermark turned on (the originals: galleries-originals.test.ts).
galleryAlbumServerForFile({ album: true, letIn: true });

describe('downloads', () => {
  it('refuses downloads, in French, once the admin turns them off', async () => {
    const settings = { includedPhotos: 20, downloadsEnabled: false, watermark: false, graceDays: 30 };
    expect(
      (await call(server, 'PUT', `/admin/albums/${albumId}/gallery`, { cookie: admin, body: settings }))
        .status,
    ).toBe(200);
    const [first] = photoIds as [string];
    for (const path of [
      `/galleries/${albumId}/photos/${first}/original`,
      `/galleries/${albumId}/archive.zip`,
    ]) {
      const response = await call(server, 'GET', path, { cookie: codeCookie });
      expect(response).toMatchObject({ status: 403, body: { message: galleryMessages.downloadsOff } });
    }
    const gallery = await call(server, 'GET', `/galleries/${albumId}`, { cookie: codeCookie });
    expect(gallery.body).toMatchObject({ includedPhotos: 20, downloadsEnabled: false });
  });

  it('marks the previews with the studio’s name when the watermark is on', async () => {
    const [first] = photoIds as [string];
    const path = `/api/galleries/${albumId}/photos/${first}/480.jpg`;
    const plain = await fetchSite(path, codeCookie);
    expect(plain.headers.get('cache-control')).toBe('private, max-age=3600');
    const stored = readFileSync(join(photosDir, 'gallery-variants', first, '480.jpg'));
    expect(Buffer.from(await plain.arrayBuffer()).equals(stored)).toBe(true);
    const settings = { includedPhotos: 20, downloadsEnabled: false, watermark: true, graceDays: 30 };
    await call(server, 'PUT', `/admin/albums/${albumId}/gallery`, { cookie: admin, body: settings });
    const marked = await fetchSite(path, codeCookie);
    expect(marked.status).toBe(200);
    expect(marked.headers.get('etag')).not.toBe(plain.headers.get('etag'));
    const markedData = Buffer.from(await marked.arrayBuffer());
    expect(markedData.equals(stored)).toBe(false);
    expect((await sharp(markedData).metadata()).width).toBe(480);
  });
});
