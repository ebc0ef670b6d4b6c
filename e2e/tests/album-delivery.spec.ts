import { adminEditAlbumPath, galleryPath, paths } from '@lapm/contracts';
import sharp from 'sharp';
import { e2eAdmin } from '../support/accounts';
import { type RegisteredClient, registeredClient } from '../support/albums';
import { pageLoggedInAs } from '../support/login';
import { outboxMessages, startServerWithOutbox } from '../support/outbox';
import { expectReachable } from '../support/reachable';
import type { RunningServer } from '../support/server';
import { expect, type Page, request, test } from '../support/test';

/**
 * An album as a named delivery, on a phone: the admin names a wedding, hosts its gallery on the
 * site, uploads it, picks its cover and tells the client; the client opens on the cover, the
 * title and the day in words. On a server of its own: its outbox is where the e-mail is read.
 */

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };
const title = 'Mariage de Camille & Hugo';

async function weddingPhotos() {
  return Promise.all(
    [0, 1, 2].map(async (index) => {
      const [width, height] = index === 1 ? [480, 720] : [720, 480];
      const buffer = await sharp({
        create: {
          width,
          height,
          channels: 3,
          background: { r: 60 + index * 60, g: 120, b: 200 - index * 50 },
        },
      })
        .jpeg({ quality: 80 })
        .toBuffer();
      return { name: `MARIAGE_0${index + 1}.jpg`, mimeType: 'image/jpeg', buffer };
    }),
  );
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false });

/** Creation on a phone: a title, the kind « Mariage », and the gallery on the site. Its number. */
async function sheCreatesTheAlbumOnAPhone(admin: Page, url: string, client: RegisteredClient) {
  await admin.goto(`${url}${paths.adminCreateAlbum}`);
  await admin.getByLabel('Titre de l’album (facultatif)').fill(title);
  await admin.getByLabel('Type de séance').selectOption({ label: 'Mariage' });
  await expect(admin.getByText(/sans filigrane · conservées 90 jours/)).toBeVisible();
  const hosted = admin.getByRole('button', { name: 'Galerie sur le site' });
  await expectReachable(hosted);
  await hosted.click();
  const link = admin.getByLabel('Lien de la galerie');
  await expect(link).toHaveValue(/\/galerie\/\d+$/);
  const albumId = Number((await link.inputValue()).split('/').pop());
  await admin.getByLabel('Date de la séance').fill('14/06/2025');
  await admin.getByLabel('Numéro du client').fill(String(client.id));
  await admin.getByLabel('Attribuer quand même l’album à ce compte').check();
  await shot(admin, 'admin-create-390');
  await admin.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(admin).toHaveURL(`${url}${paths.adminAlbums}`);
  await expect(admin.getByRole('listitem').filter({ hasText: `Album n° ${albumId}` })).toContainText(title);
  return albumId;
}

/** Upload, cover with its focal point, then « Prévenir le client »; a second notice is asked first. */
async function sheUploadsPicksTheCoverAndTellsTheClient(admin: Page, url: string, albumId: number) {
  await admin.goto(`${url}${adminEditAlbumPath(albumId)}`);
  await admin.getByLabel('Choisir des photos').setInputFiles(await weddingPhotos());
  await expect(admin.getByText('3 / 3 photos envoyées')).toBeVisible({ timeout: 60_000 });
  const cover = admin.getByLabel('Photo de couverture');
  await expect(cover.locator('option')).toHaveCount(4, { timeout: 60_000 });
  await cover.selectOption({ label: 'MARIAGE_02.jpg' });
  const focal = admin.getByRole('button', { name: /point focal/i });
  await expectReachable(focal);
  await focal.click({ position: { x: 20, y: 20 } });
  await admin.getByRole('button', { name: 'Enregistrer la couverture' }).click();
  await expect(admin.getByText('Couverture enregistrée.')).toBeVisible();
  const notify = admin.getByRole('button', { name: 'Prévenir le client' });
  // She scrolls to it: the save above may leave it under the sticky header.
  await notify.evaluate((button) => button.scrollIntoView({ block: 'center' }));
  await expectReachable(notify);
  await notify.click();
  await expect(admin.getByText('Le client va recevoir « Vos photos sont prêtes ».')).toBeVisible();
  await expect(admin.getByText(/^Client prévenu le \d{1,2}(er)? \S+ \d{4}$/)).toBeVisible();
  await shot(admin, 'admin-delivery-390');
  // A second notice is asked first.
  await notify.click();
  const again = admin.getByRole('alertdialog', { name: 'Prévenir de nouveau le client ?' });
  await expect(again).toContainText('Le client a déjà été prévenu le');
  await again.getByRole('button', { name: 'Annuler' }).click();
  return notify;
}

/** The client's first screen on a phone: the cover, the title, the day in words; then at 1280 px. */
async function theClientOpensOnTheCover(clientPage: Page) {
  await clientPage.reload();
  await expect(clientPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(clientPage.getByText(/Séance du 14 juin 2025/)).toBeVisible();
  const coverImage = clientPage.getByRole('img', { name: `Couverture : ${title}` });
  await expect(coverImage).toBeVisible();
  await expect
    .poll(() => coverImage.evaluate((image) => (image as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  // On the first screen, unscrolled. Read again until it holds: the app taking the server's page
  // over replaces the image between finding it and measuring it.
  await expect
    .poll(async () => (await coverImage.boundingBox())?.y ?? Number.POSITIVE_INFINITY)
    .toBeLessThan(phone.height / 2);
  await shot(clientPage, 'client-gallery-390');
  await expectReachable(clientPage.getByRole('button', { name: 'Favori : MARIAGE_01.jpg' }));

  // The same at 1280 px.
  await clientPage.setViewportSize(desktop);
  await clientPage.evaluate(() => window.scrollTo(0, 0));
  await expect(coverImage).toBeVisible();
  await shot(clientPage, 'client-gallery-1280');
  await expectReachable(clientPage.getByRole('button', { name: 'Favori : MARIAGE_01.jpg' }));
}

test.describe('album delivery', () => {
  let server: RunningServer;
  let outbox: string;
  let client: RegisteredClient;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    ({ server, outbox } = await startServerWithOutbox('delivery', {
      RATE_LIMITS: 'off',
      PHOTO_QUEUE_INTERVAL_MS: '300',
      MAIL_QUEUE_INTERVAL_MS: '300',
    }));
    const admin = await request.newContext({ baseURL: server.url, extraHTTPHeaders: { Origin: server.url } });
    expect((await admin.post('/api/login', { data: e2eAdmin })).ok()).toBe(true);
    client = await registeredClient(admin, 'livraison');
    await admin.dispose();
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test('a named wedding hosted on the site: cover, « Prévenir le client », and the client’s first screen', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const url = server.url;
    const admin = await pageLoggedInAs(browser, url, e2eAdmin, { viewport: phone });

    const albumId = await sheCreatesTheAlbumOnAPhone(admin, url, client);

    // Before any photo, the gallery's address says the photos are coming (never an outside page).
    const clientPage = await pageLoggedInAs(browser, url, client, { viewport: phone });
    await clientPage.goto(`${url}${galleryPath(albumId)}`);
    await expect(clientPage.getByText('Vos photos arrivent bientôt.')).toBeVisible();

    const notify = await sheUploadsPicksTheCoverAndTellsTheClient(admin, url, albumId);

    // The e-mail: « Vos photos sont prêtes », the title, the cover inline, a reply to the studio.
    await expect
      .poll(
        () =>
          outboxMessages(outbox).find(
            (message) => message.includes(client.email) && message.includes('cid:album-cover'),
          ) ?? '',
        { timeout: 20_000 },
      )
      .toContain(title);

    await theClientOpensOnTheCover(clientPage);
    await admin.setViewportSize(desktop);
    await expectReachable(notify);
    await shot(admin, 'admin-delivery-1280');
  });
});
