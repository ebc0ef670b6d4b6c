import { readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { galleryMessages, photoMessages } from '@lapm/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { phonePhoto } from '../../testing/photos';
import { addUser, call, login, PASSWORD, startTestServer, type TestServer } from '../../testing/server';
import { galleryKeys } from '../photos/storage';

let server: TestServer;
let admin: string;
let client: string;
let ownerId: number;

beforeAll(async () => {
  server = await startTestServer({ PHOTO_QUEUE_INTERVAL_MS: '100' });
  const adminUser = await addUser(server, { role: 'admin' });
  admin = await login(server, adminUser.email, PASSWORD);
  const owner = await addUser(server);
  ownerId = owner.id;
  client = await login(server, owner.email, PASSWORD);
});
afterAll(async () => {
  await server.close();
});

const TUS = { 'tus-resumable': '1.0.0' };
const base64 = (text: string) => Buffer.from(text).toString('base64');

async function createAlbum(): Promise<number> {
  const response = await call(server, 'POST', '/album', {
    cookie: admin,
    body: {
      date: '12/05/2026',
      lien: 'https://galerie.example.com/s/abc',
      access_code: 'perle-ananas-42',
      user_id: ownerId,
    },
  });
  expect(response.status).toBe(201);
  return response.body.data.id_album;
}

/** Starts an upload as tus-js-client does: its size, its album and its file's name. */
async function startUpload(albumId: number | string, name: string, size: number, cookie = admin) {
  return call(server, 'POST', '/admin/uploads', {
    cookie,
    headers: {
      ...TUS,
      'upload-length': String(size),
      'upload-metadata': `albumId ${base64(String(albumId))},filename ${base64(name)}`,
    },
  });
}

const uploadPath = (location: string) => new URL(location, server.url).pathname.replace(/^\/api/, '');

const patch = (path: string, offset: number, bytes: Buffer) =>
  call(server, 'PATCH', path, {
    cookie: admin,
    headers: { ...TUS, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
    rawBody: bytes,
  });

const offsetOf = async (path: string) => {
  const response = await call(server, 'HEAD', path, { cookie: admin, headers: TUS });
  return { status: response.status, offset: Number(response.headers.get('upload-offset')) };
};

/** Sends `bytes` as a PATCH body, then cuts the connection: a laptop closed mid-photo. */
function cutPatch(path: string, offset: number, bytes: Buffer, total: number) {
  return new Promise<void>((resolve) => {
    const url = new URL(`/api${path}`, server.url);
    const request = httpRequest(url, {
      method: 'PATCH',
      headers: {
        ...TUS,
        cookie: admin,
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
        'content-length': String(total - offset),
      },
    });
    request.on('error', () => resolve());
    request.write(bytes, () => setTimeout(() => request.destroy(), 300));
    request.on('close', () => resolve());
  });
}

describe('resumable uploads of a séance’s photos (tus)', () => {
  it('goes on from the last byte the server has after a cut connection, and keeps the photo byte for byte', async () => {
    const albumId = await createAlbum();
    const photo = await phonePhoto(1200, 800);
    const created = await startUpload(albumId, 'DSC_0415.jpg', photo.length);
    expect(created.status).toBe(201);
    const path = uploadPath(created.headers.get('location') ?? '');

    // Half the photo, then the connection is lost: what arrived stays.
    const half = Math.floor(photo.length / 2);
    await cutPatch(path, 0, photo.subarray(0, half), photo.length);
    const { status, offset } = await offsetOf(path);
    expect(status).toBe(200);
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThanOrEqual(half);

    // The rest only, from there: the answer is the photo, as a one-request upload gives it.
    const done = await patch(path, offset, photo.subarray(offset));
    expect(done.status).toBe(201);
    expect(done.body.photo).toMatchObject({ fileName: 'DSC_0415.jpg', width: 800, height: 1200 });

    const kept = readFileSync(
      join(server.config.dataDir, 'photos', galleryKeys.original(done.body.photo.id)),
    );
    expect(kept.equals(photo)).toBe(true);
    const listed = await call(server, 'GET', `/admin/albums/${albumId}/photos`, { cookie: admin });
    expect(listed.body.photos.map((entry: { fileName: string }) => entry.fileName)).toEqual(['DSC_0415.jpg']);
    // The bytes received so far are gone once the photo is kept.
    expect((await offsetOf(path)).status).toBe(404);
  });

  it('refuses a file that is no photo at its end, in French with its name, and forgets it so that it can be sent again', async () => {
    const albumId = await createAlbum();
    const text = Buffer.from('ceci n’est pas une photo, seulement du texte'.repeat(20));
    const created = await startUpload(albumId, 'notes.txt', text.length);
    const path = uploadPath(created.headers.get('location') ?? '');
    const refused = await patch(path, 0, text);
    expect(refused.status).toBe(415);
    expect(refused.body.message).toBe(galleryMessages.notPhoto('notes.txt'));
    expect((await offsetOf(path)).status).toBe(404);
    const listed = await call(server, 'GET', `/admin/albums/${albumId}/photos`, { cookie: admin });
    expect(listed.body.photos).toEqual([]);
  });

  it('is for the studio only, into an album that exists, with a file name and a size within the limit', async () => {
    const albumId = await createAlbum();
    expect((await startUpload(albumId, 'a.jpg', 1000, client)).status).toBe(403);
    expect((await startUpload(albumId, 'a.jpg', 1000, '')).status).toBe(401);
    const unknown = await startUpload(999_999, 'a.jpg', 1000);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Album introuvable.');
    const nameless = await startUpload(albumId, '', 1000);
    expect(nameless.status).toBe(400);
    expect(nameless.body.message).toBe(photoMessages.missingName);
    expect((await startUpload(albumId, 'big.jpg', 51 * 1024 * 1024)).status).toBe(413);
  });
});
