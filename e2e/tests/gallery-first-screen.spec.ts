import { galleryPath, paths } from '@lapm/contracts';
import sharp from 'sharp';
import { adminApi } from '../support/accounts';
import { createAlbum, type RegisteredClient, registeredClient, uploadPhotos } from '../support/albums';
import { pageLoggedInAs } from '../support/login';
import { albumPhotosReady } from '../support/photos';
import { expectReachable } from '../support/reachable';
import { expect, type Page, test } from '../support/test';

/**
 * The gallery's first screen comes from the server (docs/decisions/0023): on a phone without
 * scripts, its owner and a guest the code let in see the séance's title and its photos as links;
 * with scripts, the app takes the page over and a heart still works.
 */

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const code = 'premier-ecran-2025';
const names = ['FIRST_01.jpg', 'FIRST_02.jpg', 'FIRST_03.jpg'];

let albumId: number;
let client: RegisteredClient;

const jpeg = (seed: number) =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: { r: seed * 60, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(180_000);
  const api = await adminApi(baseURL ?? '');
  try {
    client = await registeredClient(api, 'premier-ecran');
    albumId = await createAlbum(api, client.id, {
      code,
      link: 'https://galerie.e2e.lapm.test/premier-ecran',
      date: '05/07/2025',
    });
    const files = await Promise.all(names.map(async (name, index) => ({ name, data: await jpeg(index) })));
    await uploadPhotos(api, albumId, files);
    await albumPhotosReady(api, albumId, names.length, 120_000);
  } finally {
    await api.dispose();
  }
});

/** What a visitor without scripts must see of the séance: its title, and each photo as a link with its srcset. */
async function expectFirstScreen(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: /séance du 5 juillet 2025/i })).toBeVisible();
  await expect(page.getByText('Chargement de la galerie...')).toHaveCount(0);
  for (const name of names) {
    const link = page.getByRole('link', { name: `Agrandir ${name}` });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', new RegExp(`/api/galleries/${albumId}/photos/`));
  }
  const first = page.getByRole('link', { name: `Agrandir ${names[0]}` }).getByRole('img');
  await expect(first).toHaveAttribute('srcset', /\d+w/);
  // The image itself loads: the code holder's cookie reaches the photos' addresses too.
  await expect.poll(() => first.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
}

test('without scripts, the owner on her phone sees the séance’s title and its photos', async ({
  browser,
  baseURL,
}, testInfo) => {
  const context = await browser.newContext({ ...phone, baseURL, javaScriptEnabled: false });
  const login = await context.request.post('/api/login', {
    data: { email: client.email, password: client.password },
    headers: { Origin: baseURL ?? '' },
  });
  expect(login.ok()).toBe(true);
  const page = await context.newPage();
  const response = await page.goto(galleryPath(albumId));
  expect(response?.headers()['cache-control']).toBe('private, no-store');
  await expectFirstScreen(page);
  await page.screenshot({ path: testInfo.outputPath('gallery-first-screen-390.png'), fullPage: true });
  await context.close();
});

test('without scripts, a guest gives the code and sees the séance; a stranger gets the form', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ ...phone, baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(paths.galleryAccess);
  await page.getByLabel("Code d'accès").fill(code);
  await page.getByRole('button', { name: 'Voir les photos' }).click();
  await expect(page).toHaveURL(galleryPath(albumId));
  await expectFirstScreen(page);
  await context.close();

  const stranger = await browser.newContext({ ...phone, baseURL, javaScriptEnabled: false });
  const other = await stranger.newPage();
  await other.goto(galleryPath(albumId));
  await expect(other.getByRole('link', { name: /Agrandir/ })).toHaveCount(0);
  expect(await other.content()).not.toContain(`/api/galleries/${albumId}/photos`);
  await stranger.close();
});

test('with scripts, the app takes the gallery over and a heart works', async ({ browser, baseURL }) => {
  const page = await pageLoggedInAs(browser, baseURL ?? '', client, phone);
  await page.goto(galleryPath(albumId));
  const heart = page.getByRole('button', { name: `Favori : ${names[1]}` });
  await expectReachable(heart);
  await heart.tap();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(/\b1 favori\b/).first()).toBeVisible();
  await page.context().close();
});
