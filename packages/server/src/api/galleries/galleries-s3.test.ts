import { PHOTO_NAME_HEADER } from '@lapm/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import sharp from 'sharp';
import { startS3 } from '../../testing/s3';
import { addUser, call, login, PASSWORD, startTestServer, type TestServer } from '../../testing/server';

let s3: Awaited<ReturnType<typeof startS3>>;
let server: TestServer;
let admin: string;
beforeAll(async () => {
  s3 = await startS3();
  server = await startTestServer({ ...s3.env, PHOTO_QUEUE_INTERVAL_MS: '100' });
  const user = await addUser(server, { role: 'admin' });
  admin = await login(server, user.email, PASSWORD);
});
afterAll(async () => {
  await server.close();
  await s3.close();
});

describe('an album in S3-compatible storage', () => {
  it('streams its originals from the bucket, one at a time or as a ZIP', async () => {
    const client = await addUser(server);
    const created = await call(server, 'POST', '/album', {
      cookie: admin,
      body: { date: '12/05/2026', lien: 'https://exemple.fr/g', access_code: 'code', user_id: client.id },
    });
    const albumId = created.body.data.id_album;
    const original = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#8a6' } })
      .jpeg()
      .toBuffer();
    const uploaded = await call(server, 'POST', `/admin/albums/${albumId}/photos`, {
      cookie: admin,
      headers: { 'content-type': 'application/octet-stream', [PHOTO_NAME_HEADER]: 'IMG_0001.jpg' },
      rawBody: original,
    });
    expect(uploaded.status).toBe(201);
    await server.app.background.galleryPhotosPass();
    const clientCookie = await login(server, client.email, PASSWORD);
    const photoId = uploaded.body.photo.id;

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
  });
});
