import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  GALLERY_KEY,
  type GalleryData,
  type GalleryPhotoData,
  galleryApiPaths,
  galleryPath,
  PHOTO_NAME_HEADER,
} from '@lapm/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { createElement } from 'react';
import sharp from 'sharp';
import { fakeFederation, fakeShell, writeShellBuild } from '../testing/fake-shell';
import { addUser, call, login, PASSWORD, startTestCluster, type TestInstance } from '../testing/server';

/**
 * The gallery's first screen from the server: a shell of this test draws what the gallery screen
 * reads of the page's values (its title and its photos as links with their srcset); the server,
 * the API it asks with the visitor's cookies, the headers and the page cache are the real ones.
 */
/** A photo's address as the gallery screen links it (the API client's, under /api). */
const variant = (albumId: number, photo: GalleryPhotoData) =>
  `/api${galleryApiPaths.variant(albumId, photo.id, photo.widths[0] ?? 0, 'jpg')}`;

const shell = fakeShell(({ request }) => {
  const gallery = request.boot.page?.values[GALLERY_KEY] as GalleryData | undefined;
  return createElement(
    'main',
    null,
    gallery
      ? [
          createElement('h1', { key: 'title' }, gallery.album.title),
          ...gallery.photos.map((photo) =>
            createElement(
              'a',
              { key: photo.id, href: variant(gallery.album.id, photo) },
              createElement('img', { src: variant(gallery.album.id, photo), alt: photo.fileName }),
            ),
          ),
        ]
      : createElement('h1', null, 'Accéder à la galerie'),
  );
});

let cluster: Awaited<ReturnType<typeof startTestCluster>>;
let server: TestInstance;
let ownerCookie: string;
let albumId: number;
const CODE = 'pivoine-lagune-sel';

const jpeg = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();

async function readyGallery(cookie: string) {
  await server.app.background.galleryPhotosPass();
  const answer = await call(server, 'GET', `/galleries/${albumId}`, { cookie });
  expect(answer.body.photos).toHaveLength(1);
  return answer.body as GalleryData;
}

beforeAll(async () => {
  const webRoot = mkdtempSync(join(tmpdir(), 'lapm-web-'));
  writeShellBuild(webRoot);
  const federation = fakeFederation(shell, () => () => null);
  cluster = await startTestCluster(1, { WEB_ROOT: webRoot }, { federation });
  [server] = cluster.instances as [TestInstance];
  const admin = await login(server, (await addUser(server, { role: 'admin' })).email, PASSWORD);
  const owner = await addUser(server, { firstname: 'Camille', lastname: 'Durand' });
  ownerCookie = await login(server, owner.email, PASSWORD);
  const body = { date: '12/05/2026', lien: 'https://example.com/s', access_code: CODE, user_id: owner.id };
  albumId = (await call(server, 'POST', '/album', { cookie: admin, body })).body.data.id_album;
  const uploaded = await call(server, 'POST', `/admin/albums/${albumId}/photos`, {
    cookie: admin,
    headers: { 'content-type': 'application/octet-stream', [PHOTO_NAME_HEADER]: 'IMG_0001.jpg' },
    rawBody: await jpeg(),
  });
  expect(uploaded.status).toBe(201);
});
afterAll(() => cluster.close());

const pageOf = async (cookie?: string) => {
  const response = await fetch(`${server.url}${galleryPath(albumId)}`, { headers: cookie ? { cookie } : {} });
  return { response, html: await response.text() };
};

/** The code holder's cookie for the album's page, as the browser keeps it from the access form. */
async function codeHolderCookie(): Promise<string> {
  const answer = await fetch(`${server.url}/api/galleries/${albumId}/access`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code: CODE }),
  });
  expect(answer.status).toBe(200);
  const cookies = answer.headers.getSetCookie();
  const forPage = cookies.find((cookie) => cookie.includes(`Path=${galleryPath(albumId)}`));
  expect(cookies.some((cookie) => cookie.includes(`Path=/api/galleries/${albumId}`))).toBe(true);
  expect(forPage).toBeDefined();
  return (forPage as string).split(';')[0] as string;
}

describe('a client gallery’s first screen', () => {
  it('is rendered by the server for its owner and for a code holder, theirs alone, never kept', async () => {
    const gallery = await readyGallery(ownerCookie);
    const first = variant(albumId, gallery.photos[0] as GalleryPhotoData);
    const viewers = [ownerCookie, await codeHolderCookie()];
    for (const cookie of viewers) {
      const { response, html } = await pageOf(cookie);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(html).toContain('<h1>Camille Durand</h1>');
      expect(html).toContain(`href="${first}"`);
      // A stranger right after gets the code form, not the page rendered for the one before.
      const stranger = await pageOf();
      expect(stranger.html).not.toContain('Camille Durand');
      expect(stranger.html).not.toContain(`/api/galleries/${albumId}/photos`);
    }
  });

  it('is not rendered for another client, nor with another album’s cookie', async () => {
    const other = await addUser(server);
    const { html } = await pageOf(await login(server, other.email, PASSWORD));
    expect(html).not.toContain(`/api/galleries/${albumId}/photos`);
    const forged = await pageOf(`lapm_gallery_${albumId}=not-a-token`);
    expect(forged.html).not.toContain(`/api/galleries/${albumId}/photos`);
  });
});
