import { join } from 'node:path';
import { PHOTO_NAME_HEADER } from '@lapm/contracts';
import { afterAll, beforeAll, expect } from '@rstest/core';
import sharp from 'sharp';
import yauzl from 'yauzl';
import { accessTokenCount } from './galleries';
import { addUser, call, login, PASSWORD, startTestServer, type TestServer } from './server';

/*
 * The server of the tests of a gallery as a wedding's guests and strangers use it
 * (galleries-guests*.test.ts): codes typed from many addresses (each guest's own, through the
 * proxy's X-Forwarded-For). Bindings each test file's own server fills (`guestServerForFile`),
 * read once it started.
 */
export let server: TestServer;
export let admin: string;
export let ownerId: number;
export let owner: string;
export let photosDir: string;
/** The app's clock, moved forward to let the Corbeille go. */
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);
/** Moves the app's clock `ms` past the machine's (0: back to it). */
export const setClockAhead = (ms: number) => {
  offsetMs = ms;
};

/** Starts the file's server before its tests, and stops it after them. */
export function guestServerForFile() {
  beforeAll(async () => {
    // A worker runs file after file in one module graph: an earlier file's clock does not carry over.
    offsetMs = 0;
    server = await startTestServer(
      { PHOTO_QUEUE_INTERVAL_MS: '100', TRUST_PROXY: 'loopback', GALLERY_TRY_DELAY_MS: '50' },
      { clock },
    );
    admin = await login(server, (await addUser(server, { role: 'admin' })).email, PASSWORD);
    const ownerUser = await addUser(server, { firstname: 'Inès', lastname: 'Martin' });
    ownerId = ownerUser.id;
    owner = await login(server, ownerUser.email, PASSWORD);
    photosDir = join(server.config.dataDir, 'photos');
  });
  afterAll(async () => {
    await server.close();
  });
}

export const jpeg = (width: number, height: number, seed: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: seed * 40, g: 120, b: 90 } } })
    .jpeg({ quality: 90 })
    .toBuffer();

export async function createAlbum(code: string): Promise<number> {
  const response = await call(server, 'POST', '/album', {
    cookie: admin,
    body: { date: '12/05/2026', lien: 'https://galerie.example.com/s', access_code: code, user_id: ownerId },
  });
  expect(response.status).toBe(201);
  return response.body.data.id_album;
}

export async function upload(albumId: number, name: string, data: Buffer): Promise<string> {
  const response = await call(server, 'POST', `/admin/albums/${albumId}/photos`, {
    cookie: admin,
    headers: { 'content-type': 'application/octet-stream', [PHOTO_NAME_HEADER]: encodeURIComponent(name) },
    rawBody: data,
  });
  expect(response.status).toBe(201);
  return response.body.photo.id;
}

/** A code typed from `address`, with the browser's cookie for that album if it has one. */
export const tryCode = (albumId: number, code: string, address: string, cookie?: string) =>
  call(server, 'POST', `/galleries/${albumId}/access`, {
    body: { code },
    cookie,
    headers: { 'x-forwarded-for': address },
  });

export function accessCookie(response: { headers: Headers }): string {
  const set = response.headers.getSetCookie().find((cookie) => cookie.startsWith('lapm_gallery_'));
  if (!set) throw new Error('no access cookie');
  return set.split(';')[0] as string;
}

export const tokenRows = (albumId: number) => accessTokenCount(server, albumId);

/**
 * A guest's browser let in with `code` and their name from `address`: by the album's form, or by
 * the code alone.
 */
export const namedGuest = async (code: string, guest: string, address: string, albumId?: number) =>
  accessCookie(
    await call(server, 'POST', albumId === undefined ? '/galleries/access' : `/galleries/${albumId}/access`, {
      body: { code, guest },
      headers: { 'x-forwarded-for': address },
    }),
  );

export function zipNames(data: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(data, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      const names: string[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

export const downloads = async (albumId: number): Promise<unknown[]> =>
  (await call(server, 'GET', `/admin/albums/${albumId}/photos`, { cookie: admin })).body.downloads;

/** « Accéder à une galerie »: the code alone, from `address`. */
export const tryCodeAlone = (code: string, address: string, guest?: string) =>
  call(server, 'POST', '/galleries/access', {
    body: guest === undefined ? { code } : { code, guest },
    headers: { 'x-forwarded-for': address },
  });
