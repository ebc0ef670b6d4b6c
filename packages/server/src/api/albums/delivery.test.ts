import {
  albumMessages,
  defaultContact,
  PHOTO_NAME_HEADER,
  sessionKinds,
  validationMessages,
} from '@lapm/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import sharp from 'sharp';
import { startSmtp } from '../../testing/mail';
import { addUser, call, login, PASSWORD, startTestServer, type TestServer } from '../../testing/server';

const SITE = 'https://photo.example.fr';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let server: TestServer;
let admin: string;
let owner: { id: number; email: string };
let ownerCookie: string;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startTestServer({
    PHOTO_QUEUE_INTERVAL_MS: '100',
    MAIL_QUEUE_INTERVAL_MS: '100',
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    SITE_URL: SITE,
  });
  const adminUser = await addUser(server, { role: 'admin' });
  admin = await login(server, adminUser.email, PASSWORD);
  owner = await addUser(server, { firstname: 'Camille', lastname: 'Durand' });
  ownerCookie = await login(server, owner.email, PASSWORD);
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

const jpeg = (seed: number) =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: { r: seed * 40, g: 120, b: 90 } } })
    .jpeg()
    .toBuffer();

const upload = async (albumId: number, name: string) => {
  const response = await call(server, 'POST', `/admin/albums/${albumId}/photos`, {
    cookie: admin,
    headers: { 'content-type': 'application/octet-stream', [PHOTO_NAME_HEADER]: encodeURIComponent(name) },
    rawBody: await jpeg(name.length),
  });
  expect(response.status).toBe(201);
  return response.body.photo.id as string;
};

const reserve = async () => {
  const response = await call(server, 'POST', '/album/gallery-address', { cookie: admin });
  expect(response.status).toBe(200);
  return response.body.data as { id: number; lien: string };
};

const create = (body: Record<string, unknown>) =>
  call(server, 'POST', '/album', {
    cookie: admin,
    body: { user_id: owner.id, date: '14/06/2025', access_code: 'soleil-34', ...body },
  });

const mailsTo = (email: string) => smtp.received.filter((mail) => mail.to.includes(email));

async function waitFor<T>(read: () => T | Promise<T>): Promise<NonNullable<T>> {
  for (let i = 0; i < 200; i++) {
    const value = await read();
    if (value) return value as NonNullable<T>;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('timed out');
}

describe('an album as a named delivery', () => {
  it('keeps a title and a welcome text, and a kind of session gives its gallery settings', async () => {
    const { id, lien } = await reserve();
    expect(lien).toBe(`${SITE}/galerie/${id}`);
    const response = await create({
      lien,
      reserved_id: id,
      title: '  Mariage de Camille & Hugo ',
      welcome: 'Merci pour cette belle journée.',
      kind: 'mariage',
    });
    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({
      id_album: id,
      lien,
      title: 'Mariage de Camille & Hugo',
      welcome: 'Merci pour cette belle journée.',
      kind: 'mariage',
      grace_days: sessionKinds.mariage.settings.graceDays,
      cover_photo_id: null,
      client_notified_at: null,
    });
    const gallery = await call(server, 'GET', `/admin/albums/${id}/photos`, { cookie: admin });
    // The kind gives its settings; the download choices start open, with no PIN.
    const downloadDefaults = { downloadSize: 'high', favouritesOnly: false, downloadPinSet: false };
    expect(gallery.body.settings).toEqual({ ...sessionKinds.mariage.settings, ...downloadDefaults });
    const portrait = await create({ lien: 'https://galerie.exemple.fr/p', kind: 'portrait' });
    const portraitGallery = await call(server, 'GET', `/admin/albums/${portrait.body.data.id_album}/photos`, {
      cookie: admin,
    });
    expect(portraitGallery.body.settings).toEqual({ ...sessionKinds.portrait.settings, ...downloadDefaults });
    // The owner's own list names it too.
    const mine = await call(server, 'GET', '/album/my', { cookie: ownerCookie });
    expect(mine.body.data.find((album: { id_album: number }) => album.id_album === id).title).toBe(
      'Mariage de Camille & Hugo',
    );
  });
});

describe('an album as a named delivery, its title and gallery', () => {
  it('refuses a title too long, on two lines, an unknown kind, and an id the site did not keep', async () => {
    const lien = 'https://galerie.exemple.fr/x';
    const long = await create({ lien, title: 'x'.repeat(121) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(albumMessages.titleTooLong);
    const lines = await create({ lien, title: 'Mariage\nde Camille' });
    expect(lines.body.message).toBe(albumMessages.titleOneLine);
    const kind = await create({ lien, kind: 'bapteme-de-l-air' });
    expect(kind.body.message).toBe(albumMessages.kindInvalid);
    const ahead = await create({ lien, reserved_id: 2_000_000 });
    expect(ahead.status).toBe(400);
    expect(ahead.body.message).toBe(albumMessages.reservedIdInvalid);
    const { id } = await reserve();
    expect((await create({ lien, reserved_id: id })).status).toBe(201);
    const twice = await create({ lien, reserved_id: id });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(albumMessages.reservedIdTaken);
    // The spec's fields are still all required.
    const empty = await create({ lien: '  ', title: 'Portrait' });
    expect(empty.body.message).toBe(validationMessages.albumFieldsRequired);
  });

  it('keeps the title when a client of the spec’s PUT leaves it out', async () => {
    const created = await create({ lien: 'https://galerie.exemple.fr/a', title: 'Portrait de Lou' });
    const id = created.body.data.id_album;
    const spec = {
      id,
      user_id: owner.id,
      lien: 'https://galerie.exemple.fr/b',
      access_code: 'x',
      date: '1/6/2025',
    };
    const kept = await call(server, 'PUT', '/album', { cookie: admin, body: spec });
    expect(kept.body.data.title).toBe('Portrait de Lou');
    const renamed = await call(server, 'PUT', '/album', { cookie: admin, body: { ...spec, title: 'Lou' } });
    expect(renamed.body.data.title).toBe('Lou');
  });

  it('shows the hosted gallery before its first photo, with no outside page, and sends no e-mail yet', async () => {
    const { id, lien } = await reserve();
    await create({ lien, reserved_id: id, title: 'Nouveau-né de Lou', kind: 'nouveau-ne' });
    const gallery = await call(server, 'GET', `/galleries/${id}`, { cookie: ownerCookie });
    expect(gallery.status).toBe(200);
    expect(gallery.body.photos).toEqual([]);
    expect(gallery.body.album).toMatchObject({ name: 'Nouveau-né de Lou', welcome: '', cover: null });
    const mine = await call(server, 'GET', '/album/my', { cookie: ownerCookie });
    expect(mine.body.data.find((album: { id_album: number }) => album.id_album === id).lien).toBe(lien);
    await server.app.background.albumMailPass();
    await server.app.background.mailsSent();
    expect(mailsTo(owner.email).some((mail) => mail.content.includes(`Votre galerie`))).toBe(false);
  });
});

describe('an album as a named delivery, its cover', () => {
  it('takes a cover among the album’s ready photos only, with its focal point', async () => {
    const { id, lien } = await reserve();
    await create({ lien, reserved_id: id, title: 'Mariage de Camille & Hugo' });
    const other = await create({ lien: 'https://galerie.exemple.fr/o' });
    const foreign = await upload(other.body.data.id_album, 'autre.jpg');
    const photo = await upload(id, 'DSC_0001.jpg');
    const setCover = (photoId: string, focalPoint = { x: 30, y: 20 }) =>
      call(server, 'PUT', `/admin/albums/${id}/cover`, { cookie: admin, body: { photoId, focalPoint } });
    const notReady = await setCover(photo);
    expect(notReady.status).toBe(409);
    expect(notReady.body.message).toBe(albumMessages.coverNotReady);
    await server.app.background.galleryPhotosPass();
    const elsewhere = await setCover(foreign);
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.message).toBe(albumMessages.coverNotInAlbum);
    expect((await setCover(photo, { x: 130, y: 20 })).status).toBe(400);
    const saved = await setCover(photo);
    expect(saved.status).toBe(200);
    const gallery = await call(server, 'GET', `/galleries/${id}`, { cookie: ownerCookie });
    expect(gallery.body.album.cover).toEqual({ photoId: photo, focalX: 30, focalY: 20 });
    const album = await call(server, 'GET', `/album/${id}`, { cookie: admin });
    expect(album.body.data).toMatchObject({ cover_photo_id: photo, cover_focal_x: 30, cover_focal_y: 20 });
    // A cover sent to the Corbeille is no cover any more.
    await call(server, 'DELETE', `/admin/albums/${id}/photos/${photo}`, { cookie: admin });
    const after = await call(server, 'GET', `/galleries/${id}`, { cookie: ownerCookie });
    expect(after.body.album.cover).toBeNull();
  });
});

describe('an album as a named delivery, telling the client', () => {
  it('« Prévenir le client » sends « Vos photos sont prêtes » with the cover and the title, and asks before a second one', async () => {
    const { id, lien } = await reserve();
    await create({ lien, reserved_id: id, title: 'Mariage de Camille & Hugo' });
    const notify = (body: Record<string, unknown> = {}) =>
      call(server, 'POST', `/admin/albums/${id}/notify`, { cookie: admin, body });
    const early = await notify();
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(albumMessages.notifyNoPhoto);
    const photo = await upload(id, 'DSC_0415.jpg');
    await server.app.background.galleryPhotosPass();
    await call(server, 'PUT', `/admin/albums/${id}/cover`, {
      cookie: admin,
      body: { photoId: photo, focalPoint: { x: 50, y: 40 } },
    });
    const before = mailsTo(owner.email).length;
    const sent = await notify();
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe(albumMessages.notified);
    const album = await call(server, 'GET', `/album/${id}`, { cookie: admin });
    expect(album.body.data.client_notified_at).toBe(sent.body.notifiedAt);
    const mail = await waitFor(() =>
      mailsTo(owner.email)
        .slice(before)
        .find((m) => m.content.includes('prêtes')),
    );
    expect(mail.content).toContain(
      'Les photos de « Mariage de Camille & Hugo » (votre séance du 14 juin 2025) sont prêtes.',
    );
    expect(mail.content).toContain(`Reply-To: ${defaultContact.email}`);
    expect(mail.content).toContain('cid:album-cover');
    expect(mail.content).toMatch(/Content-Type: image\/jpeg/);
    // Never the gallery's link nor its code.
    expect(mail.content).not.toContain(lien);
    expect(mail.content).not.toContain('soleil-34');
    const again = await notify();
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/^Le client a déjà été prévenu le /);
    expect((await notify({ confirmResend: true })).status).toBe(200);
  });

  it('answers 404 to an album that does not exist', async () => {
    const response = await call(server, 'POST', '/admin/albums/999999/notify', { cookie: admin, body: {} });
    expect(response.status).toBe(404);
    const cover = await call(server, 'PUT', '/admin/albums/999999/cover', {
      cookie: admin,
      body: { photoId: '00000000-0000-4000-8000-000000000000', focalPoint: { x: 1, y: 1 } },
    });
    expect(cover.status).toBe(404);
  });
});
