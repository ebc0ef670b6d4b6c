import { readFileSync } from 'node:fs';
import { adminEditAlbumPath, defaultContact, galleryPath, paths } from '@lapm/contracts';
import sharp from 'sharp';
import { e2eAdmin } from '../support/accounts';
import type { RegisteredClient } from '../support/albums';
import { pageLoggedInAs } from '../support/login';
import { outboxMessages, startServerWithOutbox } from '../support/outbox';
import { expectReachable } from '../support/reachable';
import {
  accessCode,
  apiAs,
  clientWithAlbums,
  desktop,
  grid,
  phone,
  type SeancePhotos,
  seancePhotos,
  unzip,
} from '../support/seance';
import type { RunningServer } from '../support/server';
import { type Browser, expect, type Page, request, test } from '../support/test';

/**
 * A client's gallery from end to end, on a server of its own (its outbox is where the studio's
 * e-mail is read): the admin uploads the séance, the client chooses and sends her favourites and
 * downloads, and nobody else sees a thing.
 */

/** The admin drops the séance into the album's plain file input, and sets the photos included. */
async function uploadSeance(admin: Page, url: string, albumId: number, photos: SeancePhotos) {
  await admin.goto(`${url}${adminEditAlbumPath(albumId)}`);
  await expect(admin.getByRole('heading', { level: 2, name: 'Photos de la séance' })).toBeVisible();
  // The connection drops once, under the first piece sent: that piece alone is sent again
  // (tus-js-client), and nothing that reached the server is sent twice.
  let cut = 0;
  const arrived: number[] = [];
  await admin.route(`${url}/api/admin/uploads/*`, async (route) => {
    if (route.request().method() !== 'PATCH') return route.continue();
    cut += 1;
    if (cut === 1) return route.abort('connectionreset');
    arrived.push(route.request().postDataBuffer()?.length ?? 0);
    return route.continue();
  });
  await admin
    .getByLabel('Choisir des photos')
    .setInputFiles([
      ...photos.map(({ name, mimeType, buffer }) => ({ name, mimeType, buffer })),
      { name: 'devis.txt', mimeType: 'text/plain', buffer: Buffer.from('Devis de la séance') },
    ]);
  await expect(admin.getByRole('region', { name: 'Photos non envoyées' })).toContainText('« devis.txt »');
  await expect(admin.getByText('12 / 12 photos envoyées')).toBeVisible({ timeout: 60_000 });
  expect(arrived).toHaveLength(12);
  expect(arrived.reduce((sum, bytes) => sum + bytes, 0)).toBe(
    photos.reduce((sum, photo) => sum + photo.buffer.length, 0),
  );
  await expect(admin.getByRole('progressbar', { name: 'Envoi des photos' })).toHaveAttribute('value', '100');
  // Processed, each shows its thumbnail (the list is read again while any is processing).
  await expect(grid(admin).getByRole('img')).toHaveCount(12, { timeout: 90_000 });

  await admin.getByLabel('Photos retouchées incluses').fill('10');
  await admin.getByRole('button', { name: 'Appliquer les réglages' }).click();
  await expect(admin.getByText('Réglages de la galerie enregistrés.')).toBeVisible();
}

/** From « Consulter », the client hearts the chosen photos and sends them as her selection. */
async function sendFavourites(page: Page, url: string, albumId: number, chosen: string[]) {
  await page.goto(`${url}${paths.myAlbums}`);
  await page
    .getByRole('main')
    .getByRole('link', { name: /Consulter/ })
    .click();
  await expect(page).toHaveURL(`${url}${galleryPath(albumId)}`);
  await expect(grid(page).getByRole('listitem')).toHaveCount(12);
  await expectReachable(grid(page).getByRole('link').first());

  for (const name of chosen) {
    const heart = page.getByRole('button', { name: `Favori : ${name}` });
    await expectReachable(heart);
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(page.getByText('3 favoris sur 10 photos incluses')).toBeVisible();
  await page.getByLabel('Afficher seulement mes favoris').check();
  await expect(grid(page).getByRole('listitem')).toHaveCount(3);
  await page.getByLabel('Afficher seulement mes favoris').uncheck();

  await page.getByRole('button', { name: 'Envoyer ma sélection' }).click();
  await page
    .getByRole('alertdialog', { name: 'Envoyer ma sélection' })
    .getByRole('button', { name: 'Envoyer' })
    .click();
  await expect(page.getByText(/elle ne peut plus être modifiée/)).toBeVisible();
  await expect(page.getByRole('button', { name: `Favori : ${chosen[0]}` })).toBeDisabled();
}

/** The studio's e-mail names the three files; the admin sees the selection, sent, and its photos. */
async function expectStudioTold(admin: Page, outbox: string, chosen: string[]) {
  await expect
    .poll(
      () =>
        outboxMessages(outbox).some(
          (message) =>
            message.includes(defaultContact.email) && chosen.every((name) => message.includes(name)),
        ),
      { timeout: 15_000 },
    )
    .toBe(true);

  await admin.reload();
  await expect(admin.getByRole('region', { name: 'Sélection du client' })).toContainText(
    '3 favoris sur 10 photos incluses',
  );
  await expect(admin.getByText(/^Sélection envoyée le \d{2}\/\d{2}\/\d{4}\./)).toBeVisible();
  const favourites = admin.getByRole('list', { name: 'Photos choisies par le client' }).getByRole('img');
  await expect(favourites).toHaveCount(3);
  expect(
    (await favourites.evaluateAll((images) => images.map((image) => image.getAttribute('alt')))).sort(),
  ).toEqual([...chosen].sort());
}

/** One photo, then the whole album: the originals, at their own pixel sizes; the admin sees both. */
async function downloadOneAndAll(page: Page, admin: Page, photos: SeancePhotos) {
  const one = photos[4];
  if (!one) throw new Error('twelve photos');
  const single = page.waitForEvent('download');
  await page.getByRole('link', { name: `Télécharger ${one.name} en haute résolution` }).click();
  const singleFile = readFileSync((await (await single).path()) ?? '');
  expect(await sharp(singleFile).metadata()).toMatchObject({ width: one.width, height: one.height });

  const all = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Tout télécharger (haute résolution, ZIP)' }).click();
  const entries = unzip(readFileSync((await (await all).path()) ?? ''));
  expect(entries).toHaveLength(12);
  const sizes = await Promise.all(
    entries.map(async (entry) => {
      const meta = await sharp(entry.data).metadata();
      return `${meta.width}x${meta.height}`;
    }),
  );
  expect(sizes.sort()).toEqual(photos.map((photo) => `${photo.width}x${photo.height}`).sort());

  await admin.reload();
  await expect(admin.getByText(/^Téléchargé le .* : toutes les photos \(ZIP\)$/)).toBeVisible();
  await expect(admin.getByText(`: ${one.name}`, { exact: false })).toBeVisible();
}

interface Seance {
  url: string;
  outbox: string;
  client: RegisteredClient;
  albumId: number;
  photos: SeancePhotos;
}

async function uploadChooseAndDownload(browser: Browser, { url, outbox, client, albumId, photos }: Seance) {
  const admin = await pageLoggedInAs(browser, url, e2eAdmin, { viewport: desktop });
  await uploadSeance(admin, url, albumId, photos);

  // The client's « Consulter » leads to the gallery on the site.
  const page = await pageLoggedInAs(browser, url, client, { viewport: phone });
  const chosen = [photos[1], photos[4], photos[9]].map((photo) => photo?.name ?? '');
  await sendFavourites(page, url, albumId, chosen);
  await expectStudioTold(admin, outbox, chosen);
  await downloadOneAndAll(page, admin, photos);
  await admin.context().close();
  await page.context().close();
}

async function nobodyElseSeesAPhoto(browser: Browser, url: string, albumId: number) {
  const admin = await apiAs(url, e2eAdmin.email, e2eAdmin.password);
  const listed = (await (await admin.get(`/api/admin/albums/${albumId}/photos`)).json()) as {
    photos: { id: string; widths: number[] }[];
  };
  await admin.dispose();
  expect(listed.photos).toHaveLength(12);

  const { client: other } = await clientWithAlbums(url, 'autre-cliente', 0);
  const otherApi = await apiAs(url, other.email, other.password);
  const anonymous = await request.newContext({ baseURL: url });
  try {
    for (const asker of [otherApi, anonymous]) {
      expect((await asker.get(`/api/galleries/${albumId}`)).status()).toBe(404);
      expect((await asker.get(`/api/galleries/${albumId}/archive.zip`)).status()).toBe(404);
    }
    for (const photo of listed.photos) {
      const files = [...photo.widths.flatMap((width) => [`${width}.webp`, `${width}.jpg`]), 'original'].map(
        (file) => `/api/galleries/${albumId}/photos/${photo.id}/${file}`,
      );
      for (const file of files) {
        expect((await otherApi.get(file)).status(), file).toBe(404);
        expect((await anonymous.get(file)).status(), file).toBe(404);
      }
      // The public library's own addresses do not know these photos either.
      for (const width of photo.widths) {
        for (const extension of ['avif', 'webp', 'jpg']) {
          const file = `/photos/${photo.id}/${width}.${extension}`;
          expect((await anonymous.get(file)).status(), file).toBe(404);
        }
      }
    }
  } finally {
    await otherApi.dispose();
    await anonymous.dispose();
  }

  // In a browser, the other client is asked for the code, and sees no photo.
  const page = await pageLoggedInAs(browser, url, other, { viewport: phone });
  await page.goto(`${url}${galleryPath(albumId)}`);
  await expect(page.getByLabel("Code d'accès")).toBeVisible();
  await expect(page.getByRole('img')).toHaveCount(0);
  await page.context().close();
}

async function visitorOpensWithCode(browser: Browser, url: string, albumId: number) {
  const context = await browser.newContext({ viewport: phone });
  const page = await context.newPage();
  await page.goto(`${url}${galleryPath(albumId)}`);
  await page.getByLabel("Code d'accès").fill('pas-le-bon');
  await page.getByRole('button', { name: 'Ouvrir la galerie' }).click();
  await expect(page.getByRole('alert')).toHaveText('Code d’accès incorrect.');
  await page.getByLabel("Code d'accès").fill(accessCode);
  await page.getByRole('button', { name: 'Ouvrir la galerie' }).click();
  await expect(grid(page).getByRole('listitem')).toHaveCount(12);
  await expectReachable(
    grid(page)
      .getByRole('button', { name: /^Favori : / })
      .last(),
  );
  // The first photo is drawn, over its blurred preview.
  await expect
    .poll(() =>
      grid(page)
        .getByRole('img')
        .first()
        .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
    )
    .toBe(true);
  await context.close();
}

test.describe('client gallery', () => {
  test.describe.configure({ mode: 'serial' });

  let server: RunningServer;
  let outbox: string;
  let client: RegisteredClient;
  let albumId: number;
  let photos: SeancePhotos;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    ({ server, outbox } = await startServerWithOutbox('gallery', {
      RATE_LIMITS: 'off',
      PHOTO_QUEUE_INTERVAL_MS: '500',
    }));
    const created = await clientWithAlbums(server.url, 'galerie', 1);
    client = created.client;
    albumId = created.albums[0] as number;
    photos = await seancePhotos();
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test('the admin uploads the séance, the client sends 3 favourites and downloads; the studio is told', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    await uploadChooseAndDownload(browser, { url: server.url, outbox, client, albumId, photos });
  });

  test('another client, a visitor without the code and the public library get 404 for every photo', async ({
    browser,
  }) => {
    await nobodyElseSeesAPhoto(browser, server.url, albumId);
  });

  test('a visitor with the access code and no account sees the album on a phone', async ({ browser }) => {
    await visitorOpensWithCode(browser, server.url, albumId);
  });
});
