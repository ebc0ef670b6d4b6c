import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  addDays,
  defaultContact,
  frenchDayInWords,
  galleryMessages,
  PHOTO_NAME_HEADER,
  studioDay,
} from '@lapm/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import sharp from 'sharp';
import { startSmtp } from '../../testing/mail';
import { addUser, call, login, PASSWORD, startTestServer, type TestServer } from '../../testing/server';

// The Corbeille and the removal warnings (nothing a typo can destroy), against the
// real server, its sweep and its mail queue, with the app's clock moved forward.

const DAY_MS = 24 * 60 * 60 * 1000;
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);
/** Sessions end by the app's clock too: everyone logs in again on the new day. */
const forward = async (days: number) => {
  offsetMs += days * DAY_MS;
  admin = await login(server, adminEmail, PASSWORD);
  ownerCookie = await login(server, owner.email, PASSWORD);
};
const today = () => studioDay(clock());

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let server: TestServer;
let admin: string;
let adminEmail: string;
let adminId: number;
let owner: { id: number; email: string };
let ownerCookie: string;
let photosDir: string;

beforeAll(async () => {
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

const jpeg = (seed: number) =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: { r: seed * 40, g: 90, b: 200 } } })
    .jpeg({ quality: 90 })
    .toBuffer();

async function createAlbum(code: string, availableUntil?: string): Promise<number> {
  const response = await call(server, 'POST', '/album', {
    cookie: admin,
    body: {
      date: '12/05/2024',
      lien: 'https://galerie-externe.example.com/s/abc',
      access_code: code,
      user_id: owner.id,
      ...(availableUntil ? { available_until: availableUntil } : {}),
    },
  });
  expect(response.status).toBe(201);
  return response.body.data.id_album;
}

/** Uploads and processes photos; their ids and bytes. */
async function withPhotos(albumId: number, count: number) {
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

const setEnd = (albumId: number, availableUntil: string, confirm?: boolean) =>
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

const adminPhotos = async (albumId: number) =>
  (await call(server, 'GET', `/admin/albums/${albumId}/photos`, { cookie: admin })).body.photos as {
    id: string;
  }[];
const trash = async () => (await call(server, 'GET', '/admin/trash', { cookie: admin })).body;
const original = (photoId: string) => join(photosDir, 'gallery-originals', photoId);
const variant = (photoId: string) => join(photosDir, 'gallery-variants', photoId, '480.webp');

describe('a last day typed in the past', () => {
  it('is refused on an album holding photos unless confirmed, and the photos stay through a sweep', async () => {
    const albumId = await createAlbum('mariage-2026');
    await withPhotos(albumId, 2);
    const yesterday = addDays(today(), -1);
    const refused = await setEnd(albumId, yesterday);
    expect(refused.status).toBe(409);
    // Its photos, and the day they would go (past their grace days: today, at the next sweep).
    expect(refused.body.message).toBe(
      galleryMessages.removalUnconfirmed(2, frenchDayInWords(addDays(yesterday, 31))),
    );
    const album = await call(server, 'GET', `/album/${albumId}`, { cookie: admin });
    expect(album.body.data.available_until).toBeNull();

    const aYearAgo = addDays(today(), -365);
    const farPast = await setEnd(albumId, aYearAgo, false);
    expect(farPast.status).toBe(409);
    expect(farPast.body.message).toContain(frenchDayInWords(today()));
    await server.app.background.gallerySweep();
    expect(await adminPhotos(albumId)).toHaveLength(2);
  });

  it('once confirmed, sends the photos to the Corbeille at the sweep, files kept 30 days', async () => {
    const albumId = await createAlbum('bapteme');
    const photos = await withPhotos(albumId, 2);
    const accepted = await setEnd(albumId, addDays(today(), -365), true);
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toMatchObject({ photo_count: 2, expired: true });

    expect(await server.app.background.gallerySweep()).toMatchObject({ expired: 2 });
    expect(await adminPhotos(albumId)).toEqual([]);
    const inTrash = (await trash()).photos.filter((photo: { albumId: number }) => photo.albumId === albumId);
    expect(inTrash).toHaveLength(2);
    expect(inTrash[0]).toMatchObject({ reason: 'expired', albumTitle: 'Inès Martin' });
    for (const { id, data } of photos) expect(readFileSync(original(id)).equals(data)).toBe(true);

    await forward(29);
    await server.app.background.gallerySweep();
    for (const { id } of photos) expect(readFileSync(original(id)).length).toBeGreaterThan(0);
    await forward(1.1);
    expect(await server.app.background.gallerySweep()).toMatchObject({ emptied: 2 });
    for (const { id } of photos) expect(() => readFileSync(original(id))).toThrow();
    expect((await trash()).photos.filter((photo: { albumId: number }) => photo.albumId === albumId)).toEqual(
      [],
    );
  });
});

describe('the Corbeille', () => {
  it('gives back a deleted photo with its files, byte for byte', async () => {
    const albumId = await createAlbum('portrait');
    const [photo] = (await withPhotos(albumId, 1)) as [{ id: string; data: Buffer }];
    const preview = readFileSync(variant(photo.id));
    const deleted = await call(server, 'DELETE', `/admin/albums/${albumId}/photos/${photo.id}`, {
      cookie: admin,
    });
    expect(deleted).toMatchObject({ status: 200, body: { message: galleryMessages.photoTrashed } });
    expect(await adminPhotos(albumId)).toEqual([]);
    const owned = await call(server, 'GET', `/galleries/${albumId}/photos/${photo.id}/original`, {
      cookie: ownerCookie,
    });
    expect(owned.status).toBe(404);

    await forward(20);
    await server.app.background.gallerySweep();
    const restored = await call(server, 'POST', `/admin/trash/${photo.id}/restore`, { cookie: admin });
    expect(restored).toMatchObject({ status: 200, body: { message: galleryMessages.photoRestored } });
    expect((await adminPhotos(albumId)).map((p) => p.id)).toEqual([photo.id]);
    const file = await fetch(`${server.url}/api/galleries/${albumId}/photos/${photo.id}/original`, {
      headers: { cookie: ownerCookie },
    });
    expect(Buffer.from(await file.arrayBuffer()).equals(photo.data)).toBe(true);
    expect(readFileSync(variant(photo.id)).equals(preview)).toBe(true);
    const again = await call(server, 'POST', `/admin/trash/${photo.id}/restore`, { cookie: admin });
    expect(again).toMatchObject({ status: 404, body: { message: galleryMessages.trashedPhotoNotFound } });
  });

  it('restores a photo of an ended album only once its end is moved, so it does not go again unwarned', async () => {
    const albumId = await createAlbum('fiancailles');
    const [photo] = (await withPhotos(albumId, 1)) as [{ id: string; data: Buffer }];
    const lastDay = addDays(today(), -40);
    expect((await setEnd(albumId, lastDay, true)).status).toBe(200);
    await server.app.background.gallerySweep();
    const refused = await call(server, 'POST', `/admin/trash/${photo.id}/restore`, { cookie: admin });
    expect(refused).toMatchObject({
      status: 409,
      body: { message: galleryMessages.restoreAlbumEnded(frenchDayInWords(lastDay)) },
    });
    expect((await setEnd(albumId, addDays(today(), 30))).status).toBe(200);
    const restored = await call(server, 'POST', `/admin/trash/${photo.id}/restore`, { cookie: admin });
    expect(restored.body.message).toBe(
      galleryMessages.photoRestoredUntil(frenchDayInWords(addDays(today(), 61))),
    );
    await server.app.background.gallerySweep();
    expect((await adminPhotos(albumId)).map((p) => p.id)).toEqual([photo.id]);
  });
});

describe('a deleted album holding photos', () => {
  it('is refused unless confirmed; once deleted, its photos are in the Corbeille and come back with their files and album', async () => {
    const albumId = await createAlbum('mariage-bis');
    const photos = await withPhotos(albumId, 2);
    const remove = (confirm?: boolean) =>
      call(server, 'DELETE', '/album', {
        cookie: admin,
        body: { id_album: albumId, ...(confirm === undefined ? {} : { confirm_removal: confirm }) },
      });
    expect(await remove()).toMatchObject({
      status: 409,
      body: { message: galleryMessages.albumDeleteUnconfirmed(albumId, 'Inès Martin', 2) },
    });
    expect((await remove(false)).status).toBe(409);
    expect((await adminPhotos(albumId)).length).toBe(2);

    expect(await remove(true)).toMatchObject({ status: 200, body: { message: 'Album supprimé.' } });
    expect((await call(server, 'GET', `/album/${albumId}`, { cookie: admin })).status).toBe(404);
    const listed = (await trash()).photos.filter((p: { albumId: number }) => p.albumId === albumId);
    expect(
      listed.map((p: { photoId: string; albumTitle: string }) => [p.photoId, p.albumTitle]).sort(),
    ).toEqual(photos.map((p) => [p.id, 'Inès Martin']).sort());

    await forward(20);
    await server.app.background.gallerySweep();
    for (const photo of photos) {
      const restored = await call(server, 'POST', `/admin/trash/${photo.id}/restore`, { cookie: admin });
      expect(restored).toMatchObject({ status: 200, body: { message: galleryMessages.photoRestored } });
    }
    const album = await call(server, 'GET', `/album/${albumId}`, { cookie: admin });
    expect(album).toMatchObject({
      status: 200,
      body: { data: { id_user: owner.id, access_code: 'mariage-bis' } },
    });
    expect((await adminPhotos(albumId)).map((p) => p.id).sort()).toEqual(photos.map((p) => p.id).sort());
    for (const photo of photos) {
      const file = await fetch(`${server.url}/api/galleries/${albumId}/photos/${photo.id}/original`, {
        headers: { cookie: ownerCookie },
      });
      expect(Buffer.from(await file.arrayBuffer()).equals(photo.data)).toBe(true);
    }
    await server.app.background.gallerySweep();
    expect((await adminPhotos(albumId)).length).toBe(2);
  });

  it('without photos, is deleted at once as before', async () => {
    const albumId = await createAlbum('vide');
    const deleted = await call(server, 'DELETE', '/album', { cookie: admin, body: { id_album: albumId } });
    expect(deleted).toMatchObject({ status: 200, body: { message: 'Album supprimé.' } });
    expect((await call(server, 'GET', `/album/${albumId}`, { cookie: admin })).status).toBe(404);
  });
});

describe('a deleted album restored in one action', () => {
  const removeConfirmed = (albumId: number) =>
    call(server, 'DELETE', '/album', { cookie: admin, body: { id_album: albumId, confirm_removal: true } });
  const restoreAlbum = (albumId: number) =>
    call(server, 'POST', `/admin/trash/albums/${albumId}/restore`, { cookie: admin });

  it('comes back with its code and all its photos, byte for byte, once', async () => {
    const albumId = await createAlbum('mariage-entier');
    const photos = await withPhotos(albumId, 3);
    expect((await removeConfirmed(albumId)).status).toBe(200);
    const listed = (await trash()).albums.find((album: { albumId: number }) => album.albumId === albumId);
    expect(listed).toMatchObject({ albumTitle: 'Inès Martin', photoCount: 3 });

    const restored = await restoreAlbum(albumId);
    expect(restored).toMatchObject({
      status: 200,
      body: { message: galleryMessages.albumRestored(albumId, 'Inès Martin', 3) },
    });
    expect((await call(server, 'GET', `/album/${albumId}`, { cookie: admin })).body).toMatchObject({
      data: { id_user: owner.id, access_code: 'mariage-entier' },
    });
    expect((await adminPhotos(albumId)).map((p) => p.id)).toEqual(photos.map((p) => p.id));
    for (const photo of photos) {
      const file = await fetch(`${server.url}/api/galleries/${albumId}/photos/${photo.id}/original`, {
        headers: { cookie: ownerCookie },
      });
      expect(Buffer.from(await file.arrayBuffer()).equals(photo.data)).toBe(true);
    }
    const corbeille = await trash();
    expect(corbeille.albums.some((album: { albumId: number }) => album.albumId === albumId)).toBe(false);
    expect(corbeille.photos.some((photo: { albumId: number }) => photo.albumId === albumId)).toBe(false);
    expect(await restoreAlbum(albumId)).toMatchObject({
      status: 404,
      body: { message: galleryMessages.trashedAlbumNotFound },
    });
  });

  it('restores nothing, and says which, when an original is missing from the storage', async () => {
    const albumId = await createAlbum('mariage-abime');
    const photos = await withPhotos(albumId, 2);
    expect((await removeConfirmed(albumId)).status).toBe(200);
    rmSync(original((photos[1] as { id: string }).id));
    expect(await restoreAlbum(albumId)).toMatchObject({
      status: 409,
      body: { message: galleryMessages.albumOriginalsMissing(albumId, ['IMG_1.jpg']) },
    });
    expect((await call(server, 'GET', `/album/${albumId}`, { cookie: admin })).status).toBe(404);
    const still = (await trash()).photos.filter((photo: { albumId: number }) => photo.albumId === albumId);
    expect(still).toHaveLength(2);
  });
});

describe('a client deleting her account', () => {
  it('leaves her photos in the Corbeille; restored, her album comes back to the admin, files whole', async () => {
    const client = await addUser(server, { firstname: 'Chloé', lastname: 'Petit' });
    const created = await call(server, 'POST', '/album', {
      cookie: admin,
      body: {
        date: '01/06/2024',
        lien: 'https://galerie.example.com/c',
        access_code: 'chloe-juin',
        user_id: client.id,
      },
    });
    const albumId = created.body.data.id_album as number;
    const [photo] = (await withPhotos(albumId, 1)) as [{ id: string; data: Buffer }];
    const cookie = await login(server, client.email, PASSWORD);
    const gone = await call(server, 'DELETE', '/user/me', { cookie, body: { password: PASSWORD } });
    expect(gone.status).toBe(200);
    expect((await call(server, 'GET', `/album/${albumId}`, { cookie: admin })).status).toBe(404);
    expect((await trash()).photos).toContainEqual(
      expect.objectContaining({ photoId: photo.id, albumId, albumTitle: 'Chloé Petit' }),
    );

    const restored = await call(server, 'POST', `/admin/trash/${photo.id}/restore`, { cookie: admin });
    expect(restored.status).toBe(200);
    const album = await call(server, 'GET', `/album/${albumId}`, { cookie: admin });
    expect(album).toMatchObject({ status: 200, body: { data: { id_user: adminId } } });
    const file = await fetch(`${server.url}/api/galleries/${albumId}/photos/${photo.id}/original`, {
      headers: { cookie: admin },
    });
    expect(Buffer.from(await file.arrayBuffer()).equals(photo.data)).toBe(true);
  });
});

describe('the warning before removal', () => {
  it('e-mails the studio once, seven days before the photos go, naming the album and the day', async () => {
    const albumId = await createAlbum('communion', addDays(today(), 10));
    await withPhotos(albumId, 3);
    const settings = { includedPhotos: 0, downloadsEnabled: true, watermark: false, graceDays: 0 };
    await call(server, 'PUT', `/admin/albums/${albumId}/gallery`, { cookie: admin, body: settings });
    const warnings = () =>
      smtp.received.filter(
        (mail) => mail.to.includes(defaultContact.email) && mail.content.includes(`album n° ${albumId} `),
      );

    await server.app.background.albumMailPass();
    await smtp.settled(server);
    expect(warnings()).toEqual([]);
    const removalDay = addDays(today(), 11);
    const upcoming = (await trash()).upcoming.find((album: { albumId: number }) => album.albumId === albumId);
    expect(upcoming).toEqual({ albumId, albumTitle: 'Inès Martin', photoCount: 3, removalDay });

    await forward(4);
    await server.app.background.albumMailPass();
    await smtp.settled(server);
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]?.content).toContain(`Les 3 photos de l’album n° ${albumId} (Inès Martin`);
    expect(warnings()[0]?.content).toContain(frenchDayInWords(removalDay));
    // Nobody to answer: a warning about her own album answers to no client.
    expect(warnings()[0]?.content).not.toContain('Reply-To:');

    await server.app.background.albumMailPass();
    await forward(1);
    await server.app.background.albumMailPass();
    await smtp.settled(server);
    expect(warnings()).toHaveLength(1);
  });
});

describe('an expired album', () => {
  it('is shown to its owner in « Mes séances » with its last day, without its link nor its code', async () => {
    const albumId = await createAlbum('naissance');
    const lastDay = addDays(today(), -3);
    expect((await setEnd(albumId, lastDay)).status).toBe(200);
    const mine = await call(server, 'GET', '/album/my', { cookie: ownerCookie });
    expect(mine.body.data.find((album: { id_album: number }) => album.id_album === albumId)).toMatchObject({
      expired: true,
      available_until: lastDay,
      lien: null,
      access_password: null,
    });
  });

  it('tells the right code it has ended and whom to ask; a wrong code is still wrong', async () => {
    const albumId = await createAlbum('grossesse');
    const lastDay = addDays(today(), -2);
    expect((await setEnd(albumId, lastDay)).status).toBe(200);
    const right = await call(server, 'POST', `/galleries/${albumId}/access`, {
      body: { code: `code-${albumId}` },
    });
    expect(right.status).toBe(410);
    expect(right.body.message).toBe(
      `${galleryMessages.expiredOn(frenchDayInWords(lastDay))}. ${galleryMessages.contactStudio(defaultContact)}`,
    );
    expect(right.body.message).toMatch(
      /^Expiré le \d{1,2}(er)? [a-zéû]+ \d{4}\. Pour retrouver ces photos, contactez le studio : \S+@\S+ ou [\d ]+\.$/,
    );
    const wrong = await call(server, 'POST', `/galleries/${albumId}/access`, { body: { code: 'faux' } });
    expect(wrong).toMatchObject({ status: 401, body: { message: galleryMessages.wrongCode } });
  });
});

describe('fewer grace days on an ended album', () => {
  it('are asked first when they would send its photos to the Corbeille today', async () => {
    // Ended five days ago, its photos kept 30 days more: then 0 days typed in the settings.
    const albumId = await createAlbum('fiancailles');
    await withPhotos(albumId, 2);
    expect((await setEnd(albumId, addDays(today(), -5), true)).status).toBe(200);
    await server.app.background.gallerySweep();
    expect(await adminPhotos(albumId)).toHaveLength(2);
    const settings = { includedPhotos: 0, downloadsEnabled: true, watermark: false, graceDays: 0 };
    const path = `/admin/albums/${albumId}/gallery`;
    const refused = await call(server, 'PUT', path, { cookie: admin, body: settings });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(galleryMessages.graceRemovalUnconfirmed(2, frenchDayInWords(today())));
    await server.app.background.gallerySweep();
    expect(await adminPhotos(albumId)).toHaveLength(2);
    // Ten days still keep them: nothing to ask.
    const ten = await call(server, 'PUT', path, { cookie: admin, body: { ...settings, graceDays: 10 } });
    expect(ten.status).toBe(200);

    const confirmed = { ...settings, confirmRemoval: true };
    expect((await call(server, 'PUT', path, { cookie: admin, body: confirmed })).status).toBe(200);
    expect(await server.app.background.gallerySweep()).toMatchObject({ expired: 2 });
    expect(await adminPhotos(albumId)).toEqual([]);
  });
});
