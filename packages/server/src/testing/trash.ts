import { join } from 'node:path';
import { PHOTO_NAME_HEADER, studioDay } from '@lapm/contracts';
import { afterAll, beforeAll, expect } from '@rstest/core';
import sharp from 'sharp';
import { createGalleryAlbum } from './galleries';
import { startSmtp } from './mail';
import { addUser, call, login, PASSWORD, startTestServer, type TestServer } from './server';

/**
 * The server of the Corbeille's tests (trash*.test.ts): its sweep and its mail queue, with the
 * app's clock the tests move forward, the studio's admin and a client who owns the albums. The
 * fields are bindings each test file's own server fills (`trashServerForFile`), read after it
 * started.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);
/** Sessions end by the app's clock too: everyone logs in again on the new day. */
export const forward = async (days: number) => {
  offsetMs += days * DAY_MS;
  admin = await login(server, adminEmail, PASSWORD);
  ownerCookie = await login(server, owner.email, PASSWORD);
};
export const today = () => studioDay(clock());

export let smtp: Awaited<ReturnType<typeof startSmtp>>;
export let server: TestServer;
export let admin: string;
let adminEmail: string;
export let adminId: number;
export let owner: { id: number; email: string };
export let ownerCookie: string;
let photosDir: string;

/** Starts the file's server before its tests, and stops it after them. */
export function trashServerForFile() {
  beforeAll(async () => {
    // A worker runs file after file in one module graph: an earlier file's clock does not carry over.
    offsetMs = 0;
    smtp = await startSmtp();
    server = await startTestServer(
      {
        PHOTO_QUEUE_INTERVAL_MS: '100',
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        SITE_URL: 'https://photo.example.fr',
      },
      { clock },
    );
    ({ email: adminEmail, id: adminId } = await addUser(server, { role: 'admin' }));
    admin = await login(server, adminEmail, PASSWORD);
    owner = await addUser(server, { firstname: 'Inès', lastname: 'Martin' });
    ownerCookie = await login(server, owner.email, PASSWORD);
    photosDir = join(server.config.dataDir, 'photos');
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });
}

const jpeg = (seed: number) =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: { r: seed * 40, g: 90, b: 200 } } })
    .jpeg({ quality: 90 })
    .toBuffer();

export const createAlbum = (code: string, availableUntil?: string): Promise<number> =>
  createGalleryAlbum({ server, admin, ownerId: owner.id }, code, '12/05/2024', {
    lien: 'https://galerie-externe.example.com/s/abc',
    availableUntil,
  });

/** Uploads and processes photos; their ids and bytes. */
export async function withPhotos(albumId: number, count: number) {
  const photos: { id: string; data: Buffer }[] = [];
  for (let i = 0; i < count; i++) {
    const data = await jpeg(i + 1);
    const answer = await call(server, 'POST', `/admin/albums/${albumId}/photos`, {
      cookie: admin,
      headers: { 'content-type': 'application/octet-stream', [PHOTO_NAME_HEADER]: `IMG_${i}.jpg` },
      rawBody: data,
    });
    expect(answer.status).toBe(201);
    photos.push({ id: answer.body.photo.id, data });
  }
  await server.app.background.galleryPhotosPass();
  return photos;
}

export const setEnd = (albumId: number, availableUntil: string, confirm?: boolean) =>
  call(server, 'PUT', '/album', {
    cookie: admin,
    body: {
      id: albumId,
      date: '12/05/2024',
      lien: 'https://galerie-externe.example.com/s/abc',
      access_code: `code-${albumId}`,
      user_id: owner.id,
      available_until: availableUntil,
      ...(confirm === undefined ? {} : { confirm_removal: confirm }),
    },
  });

export const adminPhotos = async (albumId: number) =>
  (await call(server, 'GET', `/admin/albums/${albumId}/photos`, { cookie: admin })).body.photos as {
    id: string;
  }[];
export const trash = async () => (await call(server, 'GET', '/admin/trash', { cookie: admin })).body;
export const original = (photoId: string) => join(photosDir, 'gallery-originals', photoId);
export const variant = (photoId: string) => join(photosDir, 'gallery-variants', photoId, '480.webp');
