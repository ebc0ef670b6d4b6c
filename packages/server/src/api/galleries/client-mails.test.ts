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
import { type ReceivedMail, startSmtp, subjectOf } from '../../testing/mail';
import { addUser, call, login, PASSWORD, startTestServer, type TestServer } from '../../testing/server';

// What the client of a gallery hears, and sees, at the moments that matter to her: her selection
// sent, her selection reopened, her album ended. Against the real server and its mail queue.

const SITE = 'https://photo.example.fr';
const DAY_MS = 24 * 60 * 60 * 1000;
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);
const today = () => studioDay(clock());

let smtp: Awaited<ReturnType<typeof startSmtp>>;
let server: TestServer;
let admin: string;
let owner: { id: number; email: string };
let ownerCookie: string;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startTestServer(
    { PHOTO_QUEUE_INTERVAL_MS: '100', SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SITE_URL: SITE },
    { clock },
  );
  const account = await addUser(server, { role: 'admin' });
  admin = await login(server, account.email, PASSWORD);
  owner = await addUser(server, {
    firstname: 'Camille',
    lastname: 'Durand',
    email: 'camille.durand@exemple.fr',
    emailConfirmed: true,
  });
  ownerCookie = await login(server, owner.email, PASSWORD);
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

async function createAlbum(code: string, extra: Record<string, unknown> = {}): Promise<number> {
  const response = await call(server, 'POST', '/album', {
    cookie: admin,
    body: {
      date: '14/06/2025',
      lien: 'https://galerie-externe.example.com/s/abc',
      access_code: code,
      user_id: owner.id,
      ...extra,
    },
  });
  expect(response.status).toBe(201);
  return response.body.data.id_album;
}

/** Uploads `names` one after the other (the gallery's order), processed; their ids. */
async function withPhotos(albumId: number, names: string[]): Promise<string[]> {
  const ids: string[] = [];
  for (const [index, name] of names.entries()) {
    const data = await sharp({
      create: { width: 600, height: 400, channels: 3, background: { r: index * 40, g: 90, b: 200 } },
    })
      .jpeg()
      .toBuffer();
    const answer = await call(server, 'POST', `/admin/albums/${albumId}/photos`, {
      cookie: admin,
      headers: { 'content-type': 'application/octet-stream', [PHOTO_NAME_HEADER]: encodeURIComponent(name) },
      rawBody: data,
    });
    expect(answer.status).toBe(201);
    ids.push(answer.body.photo.id);
  }
  await server.app.background.galleryPhotosPass();
  return ids;
}

const heart = (albumId: number, photoId: string) =>
  call(server, 'PUT', `/galleries/${albumId}/favourites/${photoId}`, {
    cookie: ownerCookie,
    body: { favourite: true },
  });

describe('the selection, once sent', () => {
  it('is confirmed to the client, with its photos, her album and her gallery; the studio’s copy answers to her', async () => {
    const albumId = await createAlbum('mariage-camille', { title: 'Mariage de Camille & Hugo' });
    const [first, , third] = await withPhotos(albumId, ['DSC_0411.jpg', 'DSC_0412.jpg', 'DSC_0415.jpg']);
    for (const id of [first, third] as string[]) expect((await heart(albumId, id)).status).toBe(200);

    const before = smtp.received.length;
    const sent = await call(server, 'POST', `/galleries/${albumId}/selection`, { cookie: ownerCookie });
    expect(sent).toMatchObject({ status: 200, body: { message: galleryMessages.selectionSent } });
    const mails = await smtp.settled(server, before);
    const toHer = mails.filter((mail) => mail.to.includes(owner.email));
    const toStudio = mails.filter((mail) => mail.to.includes(defaultContact.email));
    expect([toHer.length, toStudio.length]).toEqual([1, 1]);

    const receipt = toHer[0] as ReceivedMail;
    expect(subjectOf(receipt)).toContain('Votre sélection est envoyée : Mariage de Camille & Hugo –');
    expect(receipt.content).toContain(`Reply-To: ${defaultContact.email}`);
    expect(receipt.content).toContain('Bonjour Camille,');
    expect(receipt.content).toContain(
      'Votre sélection de 2 photos pour « Mariage de Camille & Hugo » (séance du 14 juin 2025) a bien été envoyée au studio.',
    );
    // Each photo by its number in her gallery, and the name the studio files it under.
    expect(receipt.content).toMatch(/^Photo 1 : DSC_0411\.jpg\r?\nPhoto 3 : DSC_0415\.jpg$/m);
    expect(receipt.content).not.toContain('DSC_0412.jpg');
    expect(receipt.content).toContain(`${SITE}/galerie/${albumId}`);
    expect(receipt.content).not.toContain('mariage-camille');

    // The studio's copy lists the same photos, and « Répondre » writes to the client.
    const copy = toStudio[0] as ReceivedMail;
    expect(copy.content).toContain(`Reply-To: ${owner.email}`);
    expect(copy.content).toMatch(/^Photo 1 : DSC_0411\.jpg\r?\nPhoto 3 : DSC_0415\.jpg$/m);
  });
});

describe('the selection, reopened by the studio', () => {
  it('tells the client when the studio reopens it, once, and not for a selection already open', async () => {
    const albumId = await createAlbum('bapteme-jules');
    const [photo] = await withPhotos(albumId, ['IMG_2001.jpg']);
    expect((await heart(albumId, photo as string)).status).toBe(200);
    expect(
      (await call(server, 'POST', `/galleries/${albumId}/selection`, { cookie: ownerCookie })).status,
    ).toBe(200);
    await smtp.settled(server);

    const reopen = () => call(server, 'POST', `/admin/albums/${albumId}/selection/reopen`, { cookie: admin });
    const before = smtp.received.length;
    expect((await reopen()).body.message).toBe(galleryMessages.selectionReopened);
    const [told, ...others] = await smtp.settled(server, before);
    expect(others).toEqual([]);
    expect(told?.to).toEqual([owner.email]);
    expect(subjectOf(told as ReceivedMail)).toContain('Votre sélection est de nouveau modifiable –');
    expect(told?.content).toContain(`Reply-To: ${defaultContact.email}`);
    expect(told?.content).toContain(
      'Le studio a rouvert votre sélection pour votre séance du 14 juin 2025 : vous pouvez de nouveau choisir vos photos.',
    );
    expect(told?.content).toContain(`${SITE}/galerie/${albumId}`);
    // She can indeed change it.
    expect((await heart(albumId, photo as string)).status).toBe(200);

    // Open already: nothing changes, nothing is sent.
    const again = smtp.received.length;
    expect((await reopen()).status).toBe(200);
    expect(await smtp.settled(server, again)).toEqual([]);
    expect(
      (await call(server, 'POST', '/admin/albums/999999/selection/reopen', { cookie: admin })).status,
    ).toBe(404);
  });
});

describe('an ended gallery', () => {
  it('tells its owner and a browser its code let in when it ended and how to reach the studio; anyone else gets 404', async () => {
    const lastDay = addDays(today(), 3);
    const albumId = await createAlbum('naissance-lou', { available_until: lastDay });
    const [photo] = await withPhotos(albumId, ['IMG_3001.jpg']);
    const opened = await call(server, 'POST', `/galleries/${albumId}/access`, {
      body: { code: 'naissance-lou' },
    });
    expect(opened.status).toBe(200);
    const codeCookie = (
      opened.headers.getSetCookie().find((cookie) => cookie.startsWith('lapm_gallery_')) ?? ''
    ).split(';')[0] as string;
    const stranger = await login(server, (await addUser(server)).email, PASSWORD);

    offsetMs += 4 * DAY_MS;
    ownerCookie = await login(server, owner.email, PASSWORD);
    const ended = `Expiré le ${frenchDayInWords(lastDay)}. Pour retrouver ces photos, contactez le studio : ${defaultContact.email} ou ${defaultContact.phone}.`;
    const asked = [
      ['GET', `/galleries/${albumId}`],
      ['PUT', `/galleries/${albumId}/favourites/${photo}`],
    ] as const;
    for (const [method, path] of asked) {
      const body = method === 'PUT' ? { favourite: true } : undefined;
      for (const cookie of [ownerCookie, codeCookie]) {
        expect(await call(server, method, path, { cookie, body })).toMatchObject({
          status: 410,
          body: { message: ended },
        });
      }
      expect((await call(server, method, path, { cookie: stranger, body })).status).toBe(404);
      expect((await call(server, method, path, { body })).status).toBe(404);
    }
    const right = await call(server, 'POST', `/galleries/${albumId}/access`, {
      body: { code: 'naissance-lou' },
    });
    expect(right).toMatchObject({ status: 410, body: { message: ended } });
  });
});
