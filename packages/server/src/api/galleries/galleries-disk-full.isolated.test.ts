import { existsSync, readdirSync } from 'node:fs';
import * as actual from 'node:fs/promises' with { rstest: 'importActual' };
import { join } from 'node:path';
import { PHOTO_NAME_HEADER, photoMessages } from '@lapm/contracts';
import { afterAll, beforeAll, describe, expect, it, rs } from '@rstest/core';
import { phonePhoto } from '../../testing/photos';
import { addUser, call, login, PASSWORD, startTestServer, type TestServer } from '../../testing/server';

/** A full disk for gallery originals, for real: their writes go to /dev/full (ENOSPC). */
const full = { originals: false };
rs.mock('node:fs/promises', () => {
  const writeFile: typeof actual.writeFile = (path, data, options) =>
    full.originals && String(path).includes('/photos/gallery-originals/')
      ? actual.writeFile('/dev/full', data, options)
      : actual.writeFile(path, data, options);
  return { ...actual, writeFile, default: { ...actual, writeFile } };
});

let server: TestServer;
let admin: string;
let albumId: number;
beforeAll(async () => {
  server = await startTestServer({ PHOTO_QUEUE_INTERVAL_MS: '100' });
  const adminUser = await addUser(server, { role: 'admin' });
  const client = await addUser(server);
  admin = await login(server, adminUser.email, PASSWORD);
  const created = await call(server, 'POST', '/album', {
    cookie: admin,
    body: { date: '12/05/2026', lien: 'https://exemple.fr/g', access_code: 'code', user_id: client.id },
  });
  albumId = created.body.data.id_album;
});
afterAll(() => server.close());

const upload = async (name: string) =>
  call(server, 'POST', `/admin/albums/${albumId}/photos`, {
    cookie: admin,
    headers: { 'content-type': 'application/octet-stream', [PHOTO_NAME_HEADER]: encodeURIComponent(name) },
    rawBody: await phonePhoto(),
  });

describe('a full disk', () => {
  it('refuses an album photo in French and keeps nothing of it; the next goes through once there is room', async () => {
    full.originals = true;
    const refused = await upload('IMG_0001.jpg');
    full.originals = false;
    expect({ status: refused.status, body: refused.body }).toEqual({
      status: 507,
      body: { message: photoMessages.diskFull },
    });
    const dir = join(server.config.dataDir, 'photos', 'gallery-originals');
    expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([]);
    expect(
      (await call(server, 'GET', `/admin/albums/${albumId}/photos`, { cookie: admin })).body.photos,
    ).toEqual([]);
    expect((await upload('IMG_0001.jpg')).status).toBe(201);
  });
});
