import { describe, expect, it } from '@rstest/core';
import {
  admin,
  albumId,
  fetchSite,
  galleryAlbumServerForFile,
  otherCookie,
  ownerCookie,
  photoIds,
  server,
} from '../../testing/gallery-album';
import { call } from '../../testing/server';

// An album's gallery: its owner's, the code's and the admin's alone.
galleryAlbumServerForFile({ album: true });

describe('an album’s photos', () => {
  it('answers 404 at every address of the gallery to anyone but its owner, the code or the admin', async () => {
    const [first] = photoIds as [string];
    const apiPaths = [
      `/galleries/${albumId}`,
      `/galleries/${albumId}/photos/${first}/480.webp`,
      `/galleries/${albumId}/photos/${first}/480.jpg`,
      `/galleries/${albumId}/photos/${first}/original`,
      `/galleries/${albumId}/archive.zip`,
    ];
    for (const path of apiPaths) {
      for (const cookie of [undefined, otherCookie]) {
        const response = await call(server, 'GET', path, { cookie });
        expect({ path, status: response.status }).toEqual({ path, status: 404 });
      }
      expect((await call(server, 'GET', path, { cookie: ownerCookie })).status).toBe(200);
      expect((await call(server, 'GET', path, { cookie: admin })).status).toBe(200);
    }
    // The public library knows nothing of them: its files, its API, the sitemap.
    expect((await fetchSite(`/photos/${first}/480.webp`)).status).toBe(404);
    expect((await call(server, 'GET', `/photos/${first}`, { cookie: admin })).status).toBe(404);
    const library = await call(server, 'GET', '/photos', { cookie: admin });
    expect(library.body.data).toEqual([]);
    expect(await (await fetchSite('/sitemap.xml')).text()).not.toContain('/galerie');
    // A favourite or a selection by someone else changes nothing either.
    const favourite = await call(server, 'PUT', `/galleries/${albumId}/favourites/${first}`, {
      cookie: otherCookie,
      body: { favourite: true },
    });
    expect(favourite.status).toBe(404);
  });

  it('lets the owner see her photos in order, with their previews', async () => {
    const gallery = await call(server, 'GET', `/galleries/${albumId}`, { cookie: ownerCookie });
    expect(gallery.body).toMatchObject({
      album: {
        id: albumId,
        title: 'Inès Martin',
        date: '12/05/2026',
        availableUntil: null,
        name: '',
        welcome: '',
        cover: null,
      },
      includedPhotos: 0,
      downloadsEnabled: true,
      selection: { status: 'open', sentAt: null },
      favourites: [],
    });
    expect(gallery.body.photos.map((photo: { fileName: string }) => photo.fileName)).toEqual([
      'IMG_0001.jpg',
      'IMG_0002.jpg',
      'IMG_0003.jpg',
    ]);
    expect(gallery.body.photos[0].blurDataUrl).toMatch(/^data:image\/webp;base64,/);
  });
});
