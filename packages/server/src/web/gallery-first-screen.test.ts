import { randomUUID } from 'node:crypto';
import { GALLERY_KEY, type GalleryData, galleryRoute, routeTable } from '@lapm/contracts';
import { describe, expect, it } from '@rstest/core';
import Fastify, { type FastifyRequest } from 'fastify';
import { drawnForVisitor } from './visitor-pages';

/**
 * The values a gallery's server-rendered page carries: what its first screen draws, not the
 * whole séance (the app reads that from the API right after).
 */

const photo = (index: number, chapterId: number | null) => ({
  id: randomUUID(),
  fileName: `IMG_${String(index).padStart(4, '0')}.jpg`,
  width: 6000,
  height: 4000,
  blurDataUrl: `data:image/webp;base64,${'A'.repeat(120)}`,
  widths: [320, 480, 640, 960, 1280, 1600],
  hidden: false,
  chosenBy: [],
  chapterId,
});

/** A séance of 500 photos: 300 in no chapter, 200 in chapter 7; two favourites far down. */
function gallery(): GalleryData {
  const photos = Array.from({ length: 500 }, (_, i) => photo(i + 1, i < 300 ? null : 7));
  return {
    album: {
      id: 12,
      title: 'Camille Durand',
      date: '12/05/2026',
      availableUntil: null,
      name: '',
      welcome: '',
      cover: { photoId: photos[450]?.id ?? '', focalX: 50, focalY: 50 },
    },
    photos,
    chapters: [{ id: 7, title: 'La soirée' }],
    includedPhotos: 40,
    downloadsEnabled: true,
    downloads: { high: true, web: true, watermarked: false, pinAsked: false, favouritesOnly: false },
    selection: { status: 'open', sentAt: null },
    favourites: [photos[100]?.id ?? '', photos[499]?.id ?? ''],
    viewer: 'owner',
    guest: null,
  } as GalleryData;
}

async function servedValues(whole: GalleryData) {
  const app = Fastify();
  app.get('/api/galleries/:id', async () => whole);
  await app.ready();
  const request = {
    headers: { cookie: 'session=x' },
    socket: {},
    ip: '127.0.0.1',
  } as unknown as FastifyRequest;
  const route = routeTable.find((entry) => entry.path === galleryRoute);
  if (!route) throw new Error('No gallery route');
  const visitor = await drawnForVisitor(app, request, route, '/galerie/12', null);
  await app.close();
  return visitor?.values[GALLERY_KEY] as GalleryData;
}

describe('the gallery page’s values', () => {
  it('carry the first photos of each grid, the cover and her favourites, not the whole séance', async () => {
    const whole = gallery();
    const served = await servedValues(whole);
    const names = served.photos.map((entry) => entry.fileName);
    const expected = [
      ...whole.photos.slice(0, 24),
      whole.photos[100],
      ...whole.photos.slice(300, 324),
      whole.photos[450],
      whole.photos[499],
    ].map((entry) => entry?.fileName);
    expect(names).toEqual(expected);
    expect(served.album).toEqual(whole.album);
    expect(served.favourites).toEqual(whole.favourites);
    expect(served.chapters).toEqual(whole.chapters);
    // A tenth of the séance's weight, or less.
    expect(JSON.stringify(served).length).toBeLessThan(JSON.stringify(whole).length / 8);
  });

  it('carry a small séance whole', async () => {
    const whole = { ...gallery(), favourites: [] };
    whole.photos = whole.photos.slice(0, 20);
    whole.album = { ...whole.album, cover: null };
    expect(await servedValues(whole)).toEqual(whole);
  });
});
