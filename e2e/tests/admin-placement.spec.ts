import { paths } from '@lapm/contracts';
import sharp from 'sharp';
import { e2eAdmin } from '../support/accounts';
import { ALT_LABEL, searchAndChoosePhoto, sendPhotoFromPhotos } from '../support/admin-photos';
import { pageLoggedInAs } from '../support/login';
import { startServerWithOutbox } from '../support/outbox';
import { GPS_POINTER, photoWithGps } from '../support/photos';
import { expectNoSidewaysScroll } from '../support/reachable';
import { openPage } from '../support/ready';
import type { RunningServer } from '../support/server';
import { type BrowserContext, expect, type Locator, type Page, test } from '../support/test';

const ALBUM = 'Album Paysages naturels';

// A place she empties stays hers, left out of the page for good: the portfolio this test changes
// is on a server of its own, and the other suites keep the demo draw.
let server: RunningServer;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  ({ server } = await startServerWithOutbox('placement'));
});
test.afterAll(async () => {
  await server?.stop();
});

/** On « Photos », she sends the photo, describes it and publishes it. */
async function shePublishesAPhoto(page: Page, name: string, alt: string, original: Buffer) {
  await openPage(page, paths.adminPhotos);
  const card = await sendPhotoFromPhotos(page, name, original);
  await expect(card.getByRole('button', { name: 'Publier' })).toBeVisible({ timeout: 60_000 });
  await card.getByLabel(ALT_LABEL).fill(alt);
  await card.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(card.getByText('Description enregistrée.')).toBeVisible();
  await card.getByRole('button', { name: 'Publier' }).click();
  await expect(card.getByText('Publiée', { exact: true })).toBeVisible();
}

/** In « Mise en page », she places it alone in the portfolio's album; a phone shows it without overflow. */
async function shePlacesItFirst(page: Page, alt: string) {
  await openPage(page, paths.admin);
  await page.getByRole('link', { name: /^Mise en page/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mise en page' })).toBeVisible();
  await page.getByLabel('Emplacement').selectOption({ label: 'Portfolio — Paysages naturels' });
  await expect(
    page.getByText('Aucune photo choisie : l’emplacement montre sa photo de secours, ou rien.'),
  ).toBeVisible();
  await searchAndChoosePhoto(page, alt);
  const chosen = page.getByRole('list', { name: 'Photos choisies' }).getByRole('listitem');
  await expect(chosen).toHaveCount(1);
  await expect(chosen.first()).toHaveAccessibleName(`${alt}, 1 sur 1`);
  await page.getByRole('button', { name: 'Enregistrer la sélection' }).click();
  await expect(page.getByText('Sélection enregistrée : elle est en ligne.')).toBeVisible();
  // The place she edits is in the address: a reload opens « Mise en page » on it again.
  await page.reload();
  await expect(page.getByLabel('Emplacement')).toHaveValue('portfolio:paysages-naturels');
  await expect(chosen.first()).toHaveAccessibleName(`${alt}, 1 sur 1`);
  // On a phone, the chosen photo's buttons wrap under it: nothing overflows.
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(chosen.first().getByRole('button', { name: `Retirer « ${alt} »` })).toBeVisible();
  await expectNoSidewaysScroll(page);
}

/** Every file the album's `<picture>` names, as a visitor fetches it: no EXIF nor XMP left. */
async function expectVariantsWithoutPosition(visitor: BrowserContext, album: Locator, alt: string) {
  const sources = album.locator('picture source');
  const srcsets = [
    ...(await sources.evaluateAll((list) => list.map((source) => source.getAttribute('srcset') ?? ''))),
    (await album.getByRole('img', { name: alt }).getAttribute('srcset')) ?? '',
  ];
  const variants = srcsets.flatMap((srcset) =>
    srcset.split(',').map((entry) => entry.trim().split(' ')[0] ?? ''),
  );
  expect(variants.length).toBeGreaterThanOrEqual(3);
  for (const variant of variants) {
    expect(variant).toMatch(/^\/photos\/[0-9a-f-]{36}\/\d+\.(avif|webp|jpg)$/);
    const response = await visitor.request.get(variant);
    expect(response.status()).toBe(200);
    const meta = await sharp(await response.body()).metadata();
    // GPS tags live in EXIF (or XMP): neither block is left in a published file.
    expect({ variant, exif: meta.exif, xmp: meta.xmp }).toEqual({ variant, exif: undefined, xmp: undefined });
  }
}

test('a photo placed first in a portfolio album is in the server’s HTML at once, in AVIF and WebP, with its alt text and no GPS position', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const baseURL = server.url;
  const name = `étang-${Date.now().toString(36)}.jpg`;
  const alt = `Étang de Thau au lever du jour ${Date.now().toString(36)}`;
  const original = await photoWithGps();
  expect(original.includes(GPS_POINTER)).toBe(true);

  // A visitor without JavaScript reads the server's HTML only.
  const visitor = await browser.newContext({ javaScriptEnabled: false, baseURL, locale: 'fr-FR' });
  const served = await visitor.newPage();
  await served.goto(paths.portfolio);
  // The demo draw: the album's 15 photos, and the page is now in the server's cache.
  await expect(served.getByRole('list', { name: ALBUM }).getByRole('listitem')).toHaveCount(15);

  const page = await pageLoggedInAs(browser, baseURL, e2eAdmin, { locale: 'fr-FR' });
  await shePublishesAPhoto(page, name, alt, original);
  await shePlacesItFirst(page, alt);

  // The next request gets a page rendered with her selection: only her photo, in the album.
  await served.goto(paths.portfolio);
  const album = served.getByRole('list', { name: ALBUM });
  await expect(album.getByRole('listitem')).toHaveCount(1);
  await expect(album.getByRole('img', { name: alt })).toHaveCount(1);
  const sources = album.locator('picture source');
  await expect(sources).toHaveCount(2);
  expect(await sources.evaluateAll((list) => list.map((source) => source.getAttribute('type')))).toEqual([
    'image/avif',
    'image/webp',
  ]);
  await expectVariantsWithoutPosition(visitor, album, alt);
  await visitor.close();

  // Emptied with no fallback, the album leaves the page (never the demo photos again).
  await page.getByRole('button', { name: `Retirer « ${alt} »` }).click();
  await page.getByRole('button', { name: 'Enregistrer la sélection' }).click();
  await expect(page.getByText('Sélection enregistrée : elle est en ligne.')).toBeVisible();
});
