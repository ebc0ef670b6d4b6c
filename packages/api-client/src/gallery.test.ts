import { sessionStore } from '@lapm/session';
import { afterEach, beforeEach, describe, expect, it } from '@rstest/core';
import { galleryWithAddresses } from './galleryAddresses';
import { api, configureApi } from './index';

const realFetch = globalThis.fetch;
const urls: string[] = [];

function answer(status: number, body: object) {
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    urls.push(new Request(input, init).url);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
}

const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const token = `${encode({ alg: 'HS256' })}.${encode({
  exp: Math.floor(Date.now() / 1000) + 60,
  role: 'user',
  firstname: 'Lea',
  lastname: 'Martin',
  email: 'lea@example.fr',
})}.sig`;

const photo = {
  id: '3f2b8c1e-5d4a-4b7e-9c1f-2a6d8e0b4c7a',
  fileName: 'IMG_0001.jpg',
  width: 6000,
  height: 4000,
  blurDataUrl: 'data:image/webp;base64,AAAA',
  widths: [480, 800, 1200, 1600],
};

beforeEach(() => {
  urls.length = 0;
  configureApi({ baseUrl: 'http://api.test/api' });
});
afterEach(() => {
  globalThis.fetch = realFetch;
  sessionStore.getState().signOut();
});

describe('gallery calls', () => {
  it('turns the photos’ widths into addresses under the API', async () => {
    answer(200, {
      album: {
        id: 7,
        title: 'Léa Martin',
        date: '12/05/2026',
        availableUntil: null,
        name: '',
        welcome: '',
        cover: null,
      },
      photos: [photo],
      includedPhotos: 20,
      downloadsEnabled: true,
      selection: { status: 'open', sentAt: null },
      favourites: [],
    });
    const gallery = galleryWithAddresses(7, await api.galleries.get(7));
    expect(urls).toEqual(['http://api.test/api/galleries/7']);
    const base = `http://api.test/api/galleries/7/photos/${photo.id}`;
    expect(gallery.photos[0]?.srcset.webp).toBe(
      `${base}/480.webp 480w, ${base}/800.webp 800w, ${base}/1200.webp 1200w, ${base}/1600.webp 1600w`,
    );
    expect(gallery.photos[0]?.src).toBe(`${base}/800.jpg`);
    expect(gallery.photos[0]?.downloadUrl).toBe(`${base}/original`);
    expect(gallery.archiveUrl).toBe('http://api.test/api/galleries/7/archive.zip');
  });

  it('keeps the session when an access code is wrong', async () => {
    sessionStore.getState().signIn(token);
    answer(401, { message: 'Code d’accès incorrect.' });
    await expect(api.galleries.access(7, 'faux')).rejects.toThrow('Code d’accès incorrect.');
    expect(sessionStore.getState().claims).not.toBeNull();
  });

  it('gives the admin a thumbnail once a photo is ready', async () => {
    answer(200, {
      photos: [
        { ...photo, status: 'ready', error: null, favourite: true, uploadedAt: '2026-05-12T10:00:00.000Z' },
        {
          ...photo,
          id: '9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c5d',
          status: 'processing',
          widths: [],
          error: null,
          favourite: false,
          uploadedAt: '2026-05-12T10:00:01.000Z',
        },
      ],
      settings: { includedPhotos: 0, downloadsEnabled: true, watermark: false, graceDays: 30 },
      selection: { status: 'open', sentAt: null, photoIds: [photo.id] },
      downloads: [],
      plannedDeletion: null,
      galleryUrl: 'https://photo.example.fr/galerie/7',
    });
    const gallery = await api.adminGalleries.get(7);
    expect(gallery.photos.map((p) => p.thumbUrl)).toEqual([
      `http://api.test/api/galleries/7/photos/${photo.id}/480.webp`,
      null,
    ]);
  });
});
