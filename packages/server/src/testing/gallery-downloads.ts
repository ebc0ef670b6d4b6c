import { expect } from '@rstest/core';
import sharp from 'sharp';
import { createGalleryAlbum, flatJpeg, type GallerySetup, uploadToAlbum } from './galleries';
import { call } from './server';

/*
 * What the tests of gallery downloads (galleries-download*.test.ts) share: albums of flat photos,
 * their settings, guests let in with the code, the download PIN, and the corner a watermark marks.
 */

/** A photo of one flat colour: the watermark, where drawn, is the only thing that varies in it. */
export const flat = (width: number, height: number) => flatJpeg(width, height, { r: 90, g: 120, b: 150 }, 95);

export interface Album {
  id: number;
  code: string;
  photos: string[];
}

export function cookiePair(response: { headers: Headers }, prefix: string): string {
  const set = response.headers.getSetCookie().find((cookie) => cookie.startsWith(prefix));
  if (!set) throw new Error(`no ${prefix} cookie`);
  return set.split(';')[0] as string;
}

export const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());
/** How much the lower right corner varies: nothing on a flat photo, the studio's name when marked. */
export async function cornerSpread(data: Buffer): Promise<number> {
  const { width = 0, height = 0 } = await sharp(data).metadata();
  const region = { left: Math.round(width * 0.6), top: Math.round(height * 0.85) };
  const stats = await sharp(data)
    .extract({ ...region, width: width - region.left, height: height - region.top })
    .stats();
  return Math.max(...stats.channels.slice(0, 3).map((channel) => channel.stdev));
}

/** The helpers of one test file's gallery server (`galleryServerForFile`). */
export function galleryDownloads(setup: GallerySetup) {
  async function albumWith(code: string, sizes: [number, number][]): Promise<Album> {
    const id = await createGalleryAlbum(setup, code, '14/06/2025');
    const files = await Promise.all(
      sizes.map(async ([width, height], i) => ({
        name: `IMG_000${i + 1}.jpg`,
        data: await flat(width, height),
      })),
    );
    const photos = await uploadToAlbum(setup, id, files);
    await setup.server.app.background.galleryPhotosPass();
    return { id, code, photos };
  }

  const base = { includedPhotos: 10, downloadsEnabled: true, graceDays: 30 };
  async function settle(albumId: number, settings: Record<string, unknown>) {
    const response = await call(setup.server, 'PUT', `/admin/albums/${albumId}/gallery`, {
      cookie: setup.admin,
      body: { ...base, watermark: false, ...settings },
    });
    expect(response.status).toBe(200);
  }

  /** A guest's browser let in with the code (and their name, if given), from its own address. */
  async function guest(album: Album, address: string, name?: string): Promise<string> {
    const response = await call(setup.server, 'POST', `/galleries/${album.id}/access`, {
      body: name ? { code: album.code, guest: name } : { code: album.code },
      headers: { 'x-forwarded-for': address },
    });
    expect(response.status).toBe(200);
    return cookiePair(response, 'lapm_gallery_');
  }

  const get = (cookie: string, path: string) =>
    fetch(`${setup.server.url}/api${path}`, { headers: { cookie } });
  const pin = (album: Album, value: string, cookie: string, address = '198.51.100.1') =>
    call(setup.server, 'POST', `/galleries/${album.id}/download-pin`, {
      body: { pin: value },
      cookie,
      headers: { 'x-forwarded-for': address },
    });

  /** The admin's list of downloads once `count` are in (one is counted when its last byte has left). */
  async function downloadsOf(albumId: number, count: number) {
    for (let i = 0; i < 100; i++) {
      const { downloads } = (
        await call(setup.server, 'GET', `/admin/albums/${albumId}/photos`, { cookie: setup.admin })
      ).body;
      if (downloads.length >= count) return downloads;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return (await call(setup.server, 'GET', `/admin/albums/${albumId}/photos`, { cookie: setup.admin })).body
      .downloads;
  }
  return { albumWith, settle, guest, get, pin, downloadsOf };
}
