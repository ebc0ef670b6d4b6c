import { inflateRawSync } from 'node:zlib';
import sharp from 'sharp';
import { e2eAdmin } from './accounts';
import { createAlbum, registeredClient } from './albums';
import { type APIRequestContext, expect, type Page, request } from './test';

/**
 * A séance for the gallery's specs: its photos, the albums the admin creates for a client of her
 * own, and what a downloaded archive holds.
 */

export const phone = { width: 390, height: 844 };
export const desktop = { width: 1280, height: 800 };
export const accessCode = 'seance-ete-2718';

/** Twelve small photos, each of its own pixel size, so that every file can be told by its size. */
export async function seancePhotos() {
  return Promise.all(
    Array.from({ length: 12 }, async (_, index) => {
      const width = 320 + index * 8;
      const height = 240 + index * 6;
      const pixels = Buffer.alloc(width * height * 3);
      for (let i = 0; i < pixels.length; i++) pixels[i] = (i * (index + 3) + Math.floor(i / 977)) % 256;
      const buffer = await sharp(pixels, { raw: { width, height, channels: 3 } })
        .jpeg({ quality: 80 })
        .toBuffer();
      return {
        name: `SEANCE_${String(index + 1).padStart(2, '0')}.jpg`,
        mimeType: 'image/jpeg',
        buffer,
        width,
        height,
      };
    }),
  );
}
export type SeancePhotos = Awaited<ReturnType<typeof seancePhotos>>;

/** The files of a ZIP archive, read from its central directory (stored or deflated). */
export function unzip(archive: Buffer): { name: string; data: Buffer }[] {
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(end).toBeGreaterThanOrEqual(0);
  const count = archive.readUInt16LE(end + 10);
  let offset = archive.readUInt32LE(end + 16);
  const files: { name: string; data: Buffer }[] = [];
  for (let entry = 0; entry < count; entry++) {
    expect(archive.readUInt32LE(offset)).toBe(0x02014b50);
    const method = archive.readUInt16LE(offset + 10);
    const compressed = archive.readUInt32LE(offset + 20);
    const nameLength = archive.readUInt16LE(offset + 28);
    const extraLength = archive.readUInt16LE(offset + 30);
    const commentLength = archive.readUInt16LE(offset + 32);
    const local = archive.readUInt32LE(offset + 42);
    const name = archive.subarray(offset + 46, offset + 46 + nameLength).toString('utf8');
    const start = local + 30 + archive.readUInt16LE(local + 26) + archive.readUInt16LE(local + 28);
    const raw = archive.subarray(start, start + compressed);
    files.push({ name, data: method === 8 ? inflateRawSync(raw) : Buffer.from(raw) });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}

export async function apiAs(url: string, email: string, password: string): Promise<APIRequestContext> {
  const context = await request.newContext({ baseURL: url, extraHTTPHeaders: { Origin: url } });
  const login = await context.post('/api/login', { data: { email, password } });
  expect(login.ok(), await login.text()).toBe(true);
  return context;
}

/** A client of her own and `count` albums of hers, created by the admin through the API. */
export async function clientWithAlbums(url: string, tag: string, count: number) {
  const admin = await apiAs(url, e2eAdmin.email, e2eAdmin.password);
  try {
    const client = await registeredClient(admin, tag);
    const albums: number[] = [];
    for (let i = 0; i < count; i++) {
      albums.push(
        await createAlbum(admin, client.id, {
          code: accessCode,
          link: 'https://galerie.e2e.lapm.test/attente',
          date: '21/06/2026',
        }),
      );
    }
    return { client, albums };
  } finally {
    await admin.dispose();
  }
}

export const grid = (page: Page) => page.getByRole('list', { name: 'Photos de la séance' });
