import { studio } from '@lapm/contracts';
import { describe, expect, it } from '@rstest/core';
import { admin, albumWithOnePhoto, s3GalleryServerForFile, server } from '../../testing/s3-gallery';
import { call, login, PASSWORD } from '../../testing/server';
import { createPhotoStorage, galleryKeys } from '../photos/storage';
import { watermarkMark } from './watermark';

// What the gallery serves from the bucket (its backup: galleries-s3-backup.test.ts).
s3GalleryServerForFile();

describe('an album in S3-compatible storage', () => {
  it('streams its originals from the bucket, one at a time or as a ZIP', async () => {
    const { client, albumId, photoId, original } = await albumWithOnePhoto(
      'https://exemple.fr/g',
      'IMG_0001.jpg',
      900,
      '#8a6',
    );
    const clientCookie = await login(server, client.email, PASSWORD);

    const single = await fetch(`${server.url}/api/galleries/${albumId}/photos/${photoId}/original`, {
      headers: { cookie: clientCookie },
    });
    expect(single.status).toBe(200);
    expect(Buffer.from(await single.arrayBuffer()).equals(original)).toBe(true);
    const zip = await fetch(`${server.url}/api/galleries/${albumId}/archive.zip`, {
      headers: { cookie: clientCookie },
    });
    const data = Buffer.from(await zip.arrayBuffer());
    expect(zip.status).toBe(200);
    // Stored, not deflated: the original's bytes are in the archive as they are.
    expect(data.includes(original)).toBe(true);

    // A marked preview is drawn once and kept in the bucket, beside the plain one.
    const settings = { includedPhotos: 0, downloadsEnabled: true, watermark: true, graceDays: 30 };
    await call(server, 'PUT', `/admin/albums/${albumId}/gallery`, { cookie: admin, body: settings });
    const preview = await fetch(`${server.url}/api/galleries/${albumId}/photos/${photoId}/800.webp`, {
      headers: { cookie: clientCookie },
    });
    expect(preview.status).toBe(200);
    const kept = await createPhotoStorage(server.config.photoStorage).get(
      galleryKeys.marked(photoId, 800, 'webp', watermarkMark(studio.name)),
    );
    expect(kept?.equals(Buffer.from(await preview.arrayBuffer()))).toBe(true);
  });
});
