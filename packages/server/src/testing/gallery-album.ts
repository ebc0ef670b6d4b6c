import { join } from 'node:path';
import { PHOTO_NAME_HEADER } from '@lapm/contracts';
import { afterAll, beforeAll, expect } from '@rstest/core';
import sharp from 'sharp';
import { createGalleryAlbum } from './galleries';
import { startSmtp } from './mail';
import { addUser, call, login, PASSWORD, startTestServer, type TestServer } from './server';

/*
 * The server of the tests of an album's gallery (galleries*.test.ts): the studio's admin, the
 * client who owns the album, another client, the mail server, and the app's clock the tests move
 * forward. Bindings each test file's own server fills (`galleryAlbumServerForFile`), read once it
 * started.
 */
export const SITE = 'https://photo.example.fr';
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The app's clock, which the test moves forward (code windows, last days, grace days). */
let offsetMs = 0;
export const clock = () => new Date(Date.now() + offsetMs);
/** Sessions end by the app's clock too: everyone logs in again on the new day. */
export const forward = async (ms: number) => {
  offsetMs += ms;
  admin = await login(server, adminEmail, PASSWORD);
  ownerCookie = await login(server, owner.email, PASSWORD);
  otherCookie = await login(server, otherEmail, PASSWORD);
};
/** The app's clock back to the machine's. */
export const resetClock = () => {
  offsetMs = 0;
};

export let smtp: Awaited<ReturnType<typeof startSmtp>>;
export let server: TestServer;
export let admin: string;
let adminEmail: string;
let otherEmail: string;
export let owner: { id: number; email: string; firstname: string; lastname: string };
export let ownerCookie: string;
export let otherCookie: string;
export let photosDir: string;

/** The album of the story most tests tell: « mariage-2026 », its three photos, and a browser let in with its code. */
export let albumId: number;
export const photoIds: string[] = [];
export const originals = new Map<string, Buffer>();
export let codeCookie: string;

/**
 * Starts the file's server before its tests, and stops it after them. With `album`, the album
 * of « mariage-2026 » is made first, its three photos processed; with `letIn` too, a browser is
 * let in with its code.
 */
export function galleryAlbumServerForFile({ album = false, letIn = false } = {}) {
  beforeAll(async () => {
    // A worker runs file after file in one module graph: an earlier file's clock and album do
    // not carry over.
    offsetMs = 0;
    photoIds.length = 0;
    originals.clear();
    smtp = await startSmtp();
    server = await startTestServer(
      {
        PHOTO_QUEUE_INTERVAL_MS: '100',
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        SITE_URL: SITE,
        GALLERY_TRY_DELAY_MS: '50',
      },
      { clock },
    );
    const adminUser = await addUser(server, { role: 'admin' });
    adminEmail = adminUser.email;
    admin = await login(server, adminUser.email, PASSWORD);
    owner = await addUser(server, { firstname: 'Inès', lastname: 'Martin' });
    ownerCookie = await login(server, owner.email, PASSWORD);
    const other = await addUser(server);
    otherEmail = other.email;
    otherCookie = await login(server, other.email, PASSWORD);
    photosDir = join(server.config.dataDir, 'photos');
    if (album) await storyAlbum(letIn);
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });
}

/** « mariage-2026 » and its three photos, processed (as galleries.test.ts uploads them). */
async function storyAlbum(letIn: boolean) {
  albumId = await createAlbum('mariage-2026');
  const files: [string, Buffer][] = [
    ['IMG_0001.jpg', await jpeg(640, 480, 1)],
    ['IMG_0002.jpg', await jpeg(480, 640, 2)],
    ['IMG_0003.jpg', await jpeg(800, 500, 3)],
  ];
  for (const [name, data] of files) {
    const answer = await upload(albumId, name, data);
    expect(answer.status).toBe(201);
    originals.set(name, data);
    photoIds.push(answer.body.photo.id);
  }
  await server.app.background.galleryPhotosPass();
  if (!letIn) return;
  const right = await call(server, 'POST', `/galleries/${albumId}/access`, {
    body: { code: 'mariage-2026' },
  });
  expect(right.status).toBe(200);
  codeCookie = accessCookie(right).pair;
}

/** A small JPEG of its own colours, `width` × `height`. */
export const jpeg = (width: number, height: number, seed: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: seed * 40, g: 120, b: 255 - seed * 30 } } })
    .jpeg({ quality: 90 })
    .toBuffer();

export const createAlbum = (code: string, availableUntil?: string): Promise<number> =>
  createGalleryAlbum({ server, admin, ownerId: owner.id }, code, '12/05/2026', {
    lien: 'https://galerie-externe.example.com/s/abc',
    availableUntil,
  });

export const upload = (albumId: number, name: string, data: Buffer) =>
  call(server, 'POST', `/admin/albums/${albumId}/photos`, {
    cookie: admin,
    headers: { 'content-type': 'application/octet-stream', [PHOTO_NAME_HEADER]: encodeURIComponent(name) },
    rawBody: data,
  });

export const adminGallery = async (albumId: number) => {
  const response = await call(server, 'GET', `/admin/albums/${albumId}/photos`, { cookie: admin });
  expect(response.status).toBe(200);
  return response.body;
};

/** The admin's view once `count` downloads are in: one is counted when its last byte has left. */
export async function downloadsCounted(albumId: number, count: number) {
  for (let i = 0; i < 100; i++) {
    const gallery = await adminGallery(albumId);
    if (gallery.downloads.length >= count) return gallery;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return adminGallery(albumId);
}

/** A site address (not under /api), with a cookie or none. */
export const fetchSite = (path: string, cookie?: string) =>
  fetch(`${server.url}${path}`, { headers: cookie ? { cookie } : {} });

/** The `name=value` of the album's access cookie, from the answer that set it. */
export function accessCookie(response: { headers: Headers }): { pair: string; attributes: string } {
  const set = response.headers.getSetCookie().find((cookie) => cookie.startsWith('lapm_gallery_'));
  if (!set) throw new Error('no access cookie');
  return { pair: set.split(';')[0] as string, attributes: set };
}
