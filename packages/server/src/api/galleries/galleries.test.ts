import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultContact, galleryMessages, PHOTO_NAME_HEADER, studioDay } from '@lapm/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import sharp from 'sharp';
import { startSmtp } from '../../testing/mail';
import { addUser, call, login, PASSWORD, startTestServer, type TestServer } from '../../testing/server';
import { unzip } from '../../testing/zip';
import { WRONG_CODES_PER_ADDRESS } from './access';

const SITE = 'https://photo.example.fr';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The app's clock, which the test moves forward (code windows, last days, grace days). */
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);
/** Sessions end by the app's clock too: everyone logs in again on the new day. */
const forward = async (ms: number) => {
  offsetMs += ms;
  admin = await login(server, adminEmail, PASSWORD);
  ownerCookie = await login(server, owner.email, PASSWORD);
  otherCookie = await login(server, otherEmail, PASSWORD);
};

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let server: TestServer;
let admin: string;
let adminEmail: string;
let otherEmail: string;
let owner: { id: number; email: string; firstname: string; lastname: string };
let ownerCookie: string;
let otherCookie: string;
let photosDir: string;

beforeAll(async () => {
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
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

/** A small JPEG of its own colours, `width` × `height`. */
const jpeg = (width: number, height: number, seed: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: seed * 40, g: 120, b: 255 - seed * 30 } } })
    .jpeg({ quality: 90 })
    .toBuffer();

async function createAlbum(code: string, availableUntil?: string): Promise<number> {
  const response = await call(server, 'POST', '/album', {
    cookie: admin,
    body: {
      date: '12/05/2026',
      lien: 'https://galerie-externe.example.com/s/abc',
      access_code: code,
      user_id: owner.id,
      ...(availableUntil ? { available_until: availableUntil } : {}),
    },
  });
  expect(response.status).toBe(201);
  return response.body.data.id_album;
}

const upload = (albumId: number, name: string, data: Buffer) =>
  call(server, 'POST', `/admin/albums/${albumId}/photos`, {
    cookie: admin,
    headers: { 'content-type': 'application/octet-stream', [PHOTO_NAME_HEADER]: encodeURIComponent(name) },
    rawBody: data,
  });

const adminGallery = async (albumId: number) => {
  const response = await call(server, 'GET', `/admin/albums/${albumId}/photos`, { cookie: admin });
  expect(response.status).toBe(200);
  return response.body;
};

/** The admin's view once `count` downloads are in: one is counted when its last byte has left. */
async function downloadsCounted(albumId: number, count: number) {
  for (let i = 0; i < 100; i++) {
    const gallery = await adminGallery(albumId);
    if (gallery.downloads.length >= count) return gallery;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return adminGallery(albumId);
}

/** A site address (not under /api), with a cookie or none. */
const fetchSite = (path: string, cookie?: string) =>
  fetch(`${server.url}${path}`, { headers: cookie ? { cookie } : {} });

/** The `name=value` of the album's access cookie, from the answer that set it. */
function accessCookie(response: { headers: Headers }): { pair: string; attributes: string } {
  const set = response.headers.getSetCookie().find((cookie) => cookie.startsWith('lapm_gallery_'));
  if (!set) throw new Error('no access cookie');
  return { pair: set.split(';')[0] as string, attributes: set };
}

const originals = new Map<string, Buffer>();
let albumId: number;
let photoIds: string[] = [];
let codeCookie: string;

describe('an album’s photos', () => {
  it('takes each photo on its own, refuses a file that is not a photo by its name, and processes the rest', async () => {
    albumId = await createAlbum('mariage-2026');
    const files: [string, Buffer][] = [
      ['IMG_0001.jpg', await jpeg(640, 480, 1)],
      ['IMG_0002.jpg', await jpeg(480, 640, 2)],
      ['notes.txt', Buffer.from('Liste des invités')],
      ['IMG_0003.jpg', await jpeg(800, 500, 3)],
    ];
    // One after the other: the gallery shows them in the order they arrived.
    const answers = [];
    for (const [name, data] of files) answers.push(await upload(albumId, name, data));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 415, 201]);
    expect(answers[2]?.body.message).toBe(galleryMessages.notPhoto('notes.txt'));
    expect(answers[0]?.body.photo).toMatchObject({ fileName: 'IMG_0001.jpg', width: 640, height: 480 });
    for (const [i, [name, data]] of files.entries())
      if (answers[i]?.status === 201) originals.set(name, data);
    photoIds = answers.filter((answer) => answer.status === 201).map((answer) => answer.body.photo.id);

    // The album's link is now its gallery on the site.
    const album = await call(server, 'GET', `/album/${albumId}`, { cookie: admin });
    expect(album.body.data.lien).toBe(`${SITE}/galerie/${albumId}`);

    await server.app.background.galleryPhotosPass();
    const gallery = await adminGallery(albumId);
    expect(gallery.photos.map((photo: { status: string }) => photo.status)).toEqual([
      'ready',
      'ready',
      'ready',
    ]);
    expect(gallery.photos[2].widths).toEqual([480, 800]);
    expect(gallery.galleryUrl).toBe(`${SITE}/galerie/${albumId}`);
    expect(gallery.plannedDeletion).toBeNull();
    for (const id of photoIds) {
      expect(existsSync(join(photosDir, 'gallery-originals', id))).toBe(true);
      expect(existsSync(join(photosDir, 'gallery-variants', id, '480.webp'))).toBe(true);
      // WebP and JPEG only: AVIF is the public library's.
      expect(existsSync(join(photosDir, 'gallery-variants', id, '480.avif'))).toBe(false);
      expect(existsSync(join(photosDir, 'originals', id))).toBe(false);
    }
  });

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

describe('the access code', () => {
  it('opens the album, and that album alone, with a cookie scripts cannot read', async () => {
    const wrong = await call(server, 'POST', `/galleries/${albumId}/access`, { body: { code: 'mariage' } });
    expect(wrong).toMatchObject({ status: 401, body: { message: galleryMessages.wrongCode } });
    const right = await call(server, 'POST', `/galleries/${albumId}/access`, {
      body: { code: 'mariage-2026' },
    });
    expect(right.status).toBe(200);
    const { pair, attributes } = accessCookie(right);
    expect(attributes).toContain(`Path=/api/galleries/${albumId}`);
    expect(attributes).toContain('HttpOnly');
    codeCookie = pair;
    expect((await call(server, 'GET', `/galleries/${albumId}`, { cookie: codeCookie })).status).toBe(200);
    const another = await createAlbum('autre-code');
    const borrowed = pair.replace(`lapm_gallery_${albumId}=`, `lapm_gallery_${another}=`);
    expect((await call(server, 'GET', `/galleries/${another}`, { cookie: borrowed })).status).toBe(404);
  });

  it('slows an address after its twenty wrong codes without ever refusing it the right code', async () => {
    // A new window: the wrong code above is forgotten.
    await forward(16 * 60 * 1000);
    for (let i = 0; i < WRONG_CODES_PER_ADDRESS + 1; i++) {
      const response = await call(server, 'POST', `/galleries/${albumId}/access`, {
        body: { code: `essai-${i}` },
      });
      expect(response.status).toBe(401);
    }
    const slowed = await call(server, 'POST', `/galleries/${albumId}/access`, {
      body: { code: 'mariage-2026' },
    });
    expect(slowed.status).toBe(200);
  });
});

describe('favourites and the selection', () => {
  it('sends the favourites to the studio, locks them until the admin reopens, and lists them for her', async () => {
    const [first, second, third] = photoIds as [string, string, string];
    const favourite = (id: string, value: boolean) =>
      call(server, 'PUT', `/galleries/${albumId}/favourites/${id}`, {
        cookie: ownerCookie,
        body: { favourite: value },
      });
    await favourite(first, true);
    await favourite(second, true);
    const afterThird = await favourite(third, true);
    expect(afterThird.body.favourites).toEqual([first, second, third]);
    expect((await favourite(second, false)).body.favourites).toEqual([first, third]);

    const before = smtp.received.length;
    const sent = await call(server, 'POST', `/galleries/${albumId}/selection`, { cookie: ownerCookie });
    expect(sent).toMatchObject({ status: 200, body: { message: galleryMessages.selectionSent } });
    // The studio's, and the client's own receipt (client-mails.test.ts).
    const mail = (await smtp.settled(server, before)).find((sent) => sent.to.includes(defaultContact.email));
    expect(mail?.content).toContain(`Inès Martin a envoyé sa sélection pour l’album n° ${albumId}`);
    expect(mail?.content).toContain('2 photos');
    expect(mail?.content).toContain('IMG_0003.jpg');

    expect((await favourite(second, true)).status).toBe(409);
    expect(
      (await call(server, 'POST', `/galleries/${albumId}/selection`, { cookie: ownerCookie })).status,
    ).toBe(409);
    const gallery = await adminGallery(albumId);
    expect(gallery.selection).toMatchObject({ status: 'sent', photoIds: [first, third] });
    expect(gallery.selection.sentAt).not.toBeNull();

    const list = await fetch(`${server.url}/api/admin/albums/${albumId}/selection.txt`, {
      headers: { cookie: admin },
    });
    expect(list.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await list.text()).toBe('IMG_0001.jpg\nIMG_0003.jpg\n');

    const reopened = await call(server, 'POST', `/admin/albums/${albumId}/selection/reopen`, {
      cookie: admin,
    });
    expect(reopened.status).toBe(200);
    expect((await favourite(second, true)).status).toBe(200);
  });
});

describe('downloads', () => {
  it('gives one photo at full resolution and counts it', async () => {
    const [first] = photoIds as [string];
    // The owner's look at every address above counted too.
    const before = (await adminGallery(albumId)).downloads.length;
    const response = await fetch(`${server.url}/api/galleries/${albumId}/photos/${first}/original`, {
      headers: { cookie: codeCookie },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('IMG_0001.jpg');
    expect(Buffer.from(await response.arrayBuffer()).equals(originals.get('IMG_0001.jpg') as Buffer)).toBe(
      true,
    );
    const { downloads } = await downloadsCounted(albumId, before + 1);
    expect(downloads).toHaveLength(before + 1);
    expect(downloads[0]).toMatchObject({ kind: 'photo', fileName: 'IMG_0001.jpg' });
  });

  it('streams the whole album as a ZIP of the originals, and counts it', async () => {
    const before = (await adminGallery(albumId)).downloads.length;
    const response = await fetch(`${server.url}/api/galleries/${albumId}/archive.zip`, {
      headers: { cookie: codeCookie },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    const data = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(data.length);
    const entries = await unzip(data);
    expect(entries.map((entry) => entry.name)).toEqual(['IMG_0001.jpg', 'IMG_0002.jpg', 'IMG_0003.jpg']);
    for (const entry of entries) {
      const original = await sharp(originals.get(entry.name)).metadata();
      const unzipped = await sharp(entry.data).metadata();
      expect([unzipped.width, unzipped.height]).toEqual([original.width, original.height]);
    }
    const { downloads } = await downloadsCounted(albumId, before + 1);
    expect(downloads).toHaveLength(before + 1);
    expect(downloads[0]).toMatchObject({ kind: 'archive', fileName: null });
  });

  it('refuses downloads, in French, once the admin turns them off', async () => {
    const settings = { includedPhotos: 20, downloadsEnabled: false, watermark: false, graceDays: 30 };
    expect(
      (await call(server, 'PUT', `/admin/albums/${albumId}/gallery`, { cookie: admin, body: settings }))
        .status,
    ).toBe(200);
    const [first] = photoIds as [string];
    for (const path of [
      `/galleries/${albumId}/photos/${first}/original`,
      `/galleries/${albumId}/archive.zip`,
    ]) {
      const response = await call(server, 'GET', path, { cookie: codeCookie });
      expect(response).toMatchObject({ status: 403, body: { message: galleryMessages.downloadsOff } });
    }
    const gallery = await call(server, 'GET', `/galleries/${albumId}`, { cookie: codeCookie });
    expect(gallery.body).toMatchObject({ includedPhotos: 20, downloadsEnabled: false });
  });

  it('marks the previews with the studio’s name when the watermark is on', async () => {
    const [first] = photoIds as [string];
    const path = `/api/galleries/${albumId}/photos/${first}/480.jpg`;
    const plain = await fetchSite(path, codeCookie);
    expect(plain.headers.get('cache-control')).toBe('private, max-age=3600');
    const stored = readFileSync(join(photosDir, 'gallery-variants', first, '480.jpg'));
    expect(Buffer.from(await plain.arrayBuffer()).equals(stored)).toBe(true);
    const settings = { includedPhotos: 20, downloadsEnabled: false, watermark: true, graceDays: 30 };
    await call(server, 'PUT', `/admin/albums/${albumId}/gallery`, { cookie: admin, body: settings });
    const marked = await fetchSite(path, codeCookie);
    expect(marked.status).toBe(200);
    expect(marked.headers.get('etag')).not.toBe(plain.headers.get('etag'));
    const markedData = Buffer.from(await marked.arrayBuffer());
    expect(markedData.equals(stored)).toBe(false);
    expect((await sharp(markedData).metadata()).width).toBe(480);
  });
});

describe('removal after the grace days', () => {
  it('moves the photos of an ended album to the Corbeille once its grace days have passed, and says when before', async () => {
    const today = studioDay(clock());
    const ended = await createAlbum('fin', today);
    const answer = await upload(ended, 'IMG_0100.jpg', await jpeg(500, 400, 4));
    const photoId = answer.body.photo.id;
    await server.app.background.galleryPhotosPass();
    const { plannedDeletion } = await adminGallery(ended);
    expect(plannedDeletion).toBe(studioDay(new Date(clock().getTime() + 31 * DAY_MS)));
    const original = join(photosDir, 'gallery-originals', photoId);

    await forward(30 * DAY_MS);
    expect(await server.app.background.gallerySweep()).toMatchObject({ expired: 0 });
    expect(existsSync(original)).toBe(true);
    await forward(1 * DAY_MS + 60 * 60 * 1000);
    expect(await server.app.background.gallerySweep()).toMatchObject({ expired: 1 });
    expect((await adminGallery(ended)).photos).toEqual([]);
    // In the Corbeille: its files stay until its 30 days there are over.
    expect(existsSync(original)).toBe(true);
    await forward(30 * DAY_MS + 60 * 60 * 1000);
    expect(await server.app.background.gallerySweep()).toMatchObject({ emptied: 1 });
    expect(existsSync(original)).toBe(false);
    expect(existsSync(join(photosDir, 'gallery-variants', photoId, '480.webp'))).toBe(false);
  });

  it('keeps the files of a deleted album in the Corbeille for 30 days, then deletes them', async () => {
    offsetMs = 0;
    const doomed = await createAlbum('supprime');
    const answer = await upload(doomed, 'IMG_0200.jpg', await jpeg(500, 400, 5));
    const photoId = answer.body.photo.id;
    await server.app.background.galleryPhotosPass();
    const deleted = await call(server, 'DELETE', '/album', {
      cookie: admin,
      body: { id_album: doomed, confirm_removal: true },
    });
    expect(deleted.status).toBe(200);
    const original = join(photosDir, 'gallery-originals', photoId);
    expect(await server.app.background.gallerySweep()).toMatchObject({ emptied: 0 });
    expect(existsSync(original)).toBe(true);
    await forward(31 * DAY_MS);
    expect(await server.app.background.gallerySweep()).toMatchObject({ emptied: 1 });
    expect(existsSync(original)).toBe(false);
  });
});

describe('deleting a photo', () => {
  it('takes it from the album to the Corbeille, files kept', async () => {
    const album = await createAlbum('un-seul');
    const answer = await upload(album, 'IMG_0300.jpg', await jpeg(500, 400, 6));
    const photoId = answer.body.photo.id;
    await server.app.background.galleryPhotosPass();
    const deleted = await call(server, 'DELETE', `/admin/albums/${album}/photos/${photoId}`, {
      cookie: admin,
    });
    expect(deleted).toMatchObject({ status: 200, body: { message: galleryMessages.photoTrashed } });
    expect((await adminGallery(album)).photos).toEqual([]);
    expect(existsSync(join(photosDir, 'gallery-originals', photoId))).toBe(true);
    const trash = await call(server, 'GET', '/admin/trash', { cookie: admin });
    expect(trash.body.photos).toContainEqual(
      expect.objectContaining({ photoId, albumId: album, fileName: 'IMG_0300.jpg', reason: 'deleted' }),
    );
  });
});
