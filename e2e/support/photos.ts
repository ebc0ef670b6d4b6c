import { type AdminAlbumPhoto, PHOTO_NAME_HEADER, type Photo } from '@lapm/contracts';
import { type APIRequestContext, expect } from '@playwright/test';
import sharp, { type Sharp } from 'sharp';
import { adminApi } from './accounts';
import { createAlbum, type RegisteredClient, registeredClient, uploadPhotos } from './albums';
import { test } from './test';

/** The EXIF tag that points to the GPS block (0x8825), little-endian as sharp writes it. */
export const GPS_POINTER = Buffer.from([0x25, 0x88]);

/** A phone photo taken at a client's home: its place in the EXIF, turned by its orientation tag. */
export async function photoWithGps(): Promise<Buffer> {
  const width = 900;
  const height = 600;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7 + Math.floor(i / 2700)) % 256;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'Pixel' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '43/1 36/1 40/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '3/1 52/1 36/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/**
 * A photo of a séance, `width` × `height`, its pixels a pattern of its own for each `seed`, as a
 * JPEG still to be written (`.toBuffer()`), so a test can add its own EXIF first.
 */
export function seanceJpeg(width: number, height: number, seed: number): Sharp {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * (seed + 3) + Math.floor(i / 1801)) % 256;
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 80 });
}

/** A photo of the library, processed and described but not published: uploaded through the API. */
export async function describedPhoto(api: APIRequestContext, alt: string, name: string): Promise<string> {
  const pixels = Buffer.alloc(900 * 600 * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 13 + Math.floor(i / 2700)) % 256;
  const uploaded = await api.post('/api/photos', {
    headers: { 'content-type': 'application/octet-stream', [PHOTO_NAME_HEADER]: name },
    data: await sharp(pixels, { raw: { width: 900, height: 600, channels: 3 } })
      .jpeg()
      .toBuffer(),
  });
  expect(uploaded.status(), await uploaded.text()).toBe(202);
  const { id } = ((await uploaded.json()) as { data: { id: string } }).data;
  await expect
    .poll(async () => ((await (await api.get(`/api/photos/${id}`)).json()) as { data: Photo }).data.status, {
      timeout: 60_000,
    })
    .toBe('ready');
  expect((await api.put(`/api/photos/${id}/alt`, { data: { alt } })).ok()).toBe(true);
  return id;
}

/**
 * A photo of the library, processed, described and published, as the article editor's picker
 * lists it: uploaded through the API (the photo screens have their own tests).
 */
export async function publishedPhoto(api: APIRequestContext, alt: string, name: string): Promise<string> {
  const id = await describedPhoto(api, alt, name);
  expect((await api.put(`/api/photos/${id}/published`, { data: { published: true } })).ok()).toBe(true);
  return id;
}

/** An album's gallery as the admin's album screen lists it, in its order. */
export async function albumPhotos(admin: APIRequestContext, albumId: number): Promise<AdminAlbumPhoto[]> {
  const response = await admin.get(`/api/admin/albums/${albumId}/photos`);
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { photos: AdminAlbumPhoto[] }).photos;
}

/** Waits for the album's `count` photos, all processed: the queue takes them every few seconds. */
export async function albumPhotosReady(
  admin: APIRequestContext,
  albumId: number,
  count: number,
  timeout = 90_000,
) {
  await expect
    .poll(async () => (await albumPhotos(admin, albumId)).map((photo) => photo.status), { timeout })
    .toEqual(Array.from({ length: count }, () => 'ready'));
}

/** A photo of a séance to upload: its file name and size. */
export interface SeancePhoto {
  name: string;
  width: number;
  height: number;
}

/**
 * A client and her album holding these photos, all processed, made through the admin's API.
 * `more` finishes the album's set-up with the same API (settings, chapters) before it is closed.
 */
async function clientSeance(
  baseURL: string,
  clientName: string,
  album: { code: string; link: string; date?: string },
  photos: readonly SeancePhoto[],
  more?: (admin: APIRequestContext, albumId: number) => Promise<void>,
): Promise<{ albumId: number; client: RegisteredClient }> {
  const admin = await adminApi(baseURL);
  try {
    const client = await registeredClient(admin, clientName);
    const albumId = await createAlbum(admin, client.id, album);
    const files = await Promise.all(
      photos.map(async ({ name, width, height }, index) => ({
        name,
        data: await seanceJpeg(width, height, index).toBuffer(),
      })),
    );
    await uploadPhotos(admin, albumId, files);
    await albumPhotosReady(admin, albumId, photos.length, 120_000);
    await more?.(admin, albumId);
    return { albumId, client };
  } finally {
    await admin.dispose();
  }
}

/**
 * The file's séance (`clientSeance`), made once before its tests on the worker's server; its
 * album and client are read in the tests, once made. Photos take their time to be ready: the
 * set-up gets `timeout` ms.
 */
export function seanceForFile(
  clientName: string,
  album: { code: string; link: string; date?: string },
  photos: readonly SeancePhoto[],
  {
    more,
    timeout = 180_000,
  }: { more?: (admin: APIRequestContext, albumId: number) => Promise<void>; timeout?: number } = {},
): { albumId: number; client: RegisteredClient } {
  const seance = {} as { albumId: number; client: RegisteredClient };
  test.beforeAll(async ({ baseURL }) => {
    test.setTimeout(timeout);
    Object.assign(seance, await clientSeance(baseURL ?? '', clientName, album, photos, more));
  });
  return seance;
}
