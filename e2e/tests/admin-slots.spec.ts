import { paths } from '@lapm/contracts';
import { e2eAdmin } from '../support/accounts';
import { ALT_LABEL, searchAndChoosePhoto, sendPhotoFromPhotos } from '../support/admin-photos';
import { logInThroughApi } from '../support/login';
import { photoWithGps } from '../support/photos';
import { expectNoSidewaysScroll, expectReachable } from '../support/reachable';
import { openPage } from '../support/ready';
import { expect, type Locator, type Page, test } from '../support/test';

const SLOT = 'Portrait solo — photo d’en-tête';

/** The server's HTML of a public page, as a visitor without JavaScript receives it. */
async function servedHtml(page: Page, path: string): Promise<string> {
  const response = await page.request.get(path, { headers: { cookie: '' } });
  expect(response.status()).toBe(200);
  return response.text();
}

/** On « Photos », she sends a photo, describes and publishes it: its card, used nowhere yet. */
async function shePublishesAPhoto(page: Page, name: string, alt: string) {
  await openPage(page, paths.adminPhotos);
  const card = await sendPhotoFromPhotos(page, name, await photoWithGps());
  await expect(card.getByRole('button', { name: 'Publier' })).toBeVisible({ timeout: 60_000 });
  await card.getByLabel(ALT_LABEL).fill(alt);
  await card.getByRole('button', { name: 'Publier' }).click();
  await expect(card.getByText('Publiée', { exact: true })).toBeVisible();
  await expect(card.getByText('Utilisée nulle part sur le site.')).toBeVisible();
  return card;
}

/** A tap on the subject, a quarter from the left and four fifths down: the point and the photo's id. */
async function sheTapsTheFocalPoint(card: Locator) {
  const focal = card.getByRole('button', { name: /^Point focal/ });
  const box = await focal.boundingBox();
  if (!box) throw new Error('the photo to tap has no box');
  await focal.click({ position: { x: box.width * 0.25, y: box.height * 0.8 } });
  await expect(card.getByText('Point focal enregistré.')).toBeVisible();
  const label = (await focal.getAttribute('aria-label')) ?? '';
  const [x, y] = [...label.matchAll(/([\d,]+) %/g)].map((match) => Number(match[1]?.replace(',', '.')));
  expect(x).toBeCloseTo(25, 0);
  expect(y).toBeCloseTo(80, 0);
  const thumbnail = (await card.locator('img').first().getAttribute('src')) ?? '';
  const id = /\/photos\/([0-9a-f-]{36})\//.exec(thumbnail)?.[1];
  expect(id).toBeTruthy();
  return { x, y, id };
}

/** « Mise en page »: the service page's header, from the picker's thumbnails. */
async function shePlacesItAsTheHeader(page: Page, alt: string) {
  await page.getByRole('link', { name: 'Retour à l’interface admin' }).click();
  await page.getByRole('link', { name: /^Mise en page/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mise en page' })).toBeVisible();
  await page.getByLabel('Emplacement').selectOption({ label: SLOT });
  await searchAndChoosePhoto(page, alt);
  await expect(page.getByRole('list', { name: 'Photos choisies' }).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Enregistrer la sélection' }).click();
  await expect(page.getByText('Sélection enregistrée : elle est en ligne.')).toBeVisible();
}

test('she sets a focal point on a photo, places it as a service page’s header, and the served page crops it there; taking it off names the use', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
  const name = `portrait-solo-${Date.now().toString(36)}.jpg`;
  const alt = `Jeune femme au bord de l’étang ${Date.now().toString(36)}`;

  await logInThroughApi(page, String(baseURL), e2eAdmin.email, e2eAdmin.password);
  const card = await shePublishesAPhoto(page, name, alt);
  const { x, y, id } = await sheTapsTheFocalPoint(card);
  await shePlacesItAsTheHeader(page, alt);

  // The server's HTML of the page has her photo, cropped around her point.
  const html = await servedHtml(page, paths.solo);
  const hero = new RegExp(`<img[^>]*alt="${alt}"[^>]*>`).exec(html)?.[0] ?? '';
  expect(hero).toContain(`/photos/${id}/`);
  expect(hero).toContain(`object-position:${x}% ${y}%`);

  // The photo card says where it shows; taking it off the site asks first, naming that place.
  await openPage(page, paths.adminPhotos);
  await expect(card.getByText(`Mise en page : ${SLOT}`)).toBeVisible();
  await card.getByRole('button', { name: 'Retirer du site' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Retirer cette photo du site' });
  await expect(dialog).toContainText(`Mise en page : ${SLOT}`);
  await dialog.getByRole('button', { name: 'Annuler' }).click();
  await expect(card.getByText('Publiée', { exact: true })).toBeVisible();
  expect(await servedHtml(page, paths.solo)).toContain(`/photos/${id}/`);
  await card.getByRole('button', { name: 'Retirer du site' }).click();
  await dialog.getByRole('button', { name: 'Retirer du site' }).click();
  await expect(card.getByText('Non publiée', { exact: true })).toBeVisible();
  // Off the site: the page shows its own photo again.
  expect(await servedHtml(page, paths.solo)).not.toContain(`/photos/${id}/`);
  await testInfo.attach('photos-1280', {
    body: await page.screenshot({ fullPage: false }),
    contentType: 'image/png',
  });
});

/** The admin's screens of lists, each with its heading: a phone's menu holds no admin link, so each leads back. */
const screens = [
  [paths.adminPhotos, 'Photos'],
  [paths.adminPlacements, 'Mise en page'],
  [paths.adminUsers, 'Gestion des utilisateurs'],
  [paths.adminAlbums, 'Gestion des albums'],
  [paths.adminArticles, 'Articles du blog'],
  [paths.adminEnquiries, 'Demandes'],
  [paths.adminBookings, 'Réservations'],
] as const;

for (const width of [390, 1280]) {
  test(`every admin screen leads back to the admin home at ${width} px, without sideways scrolling`, async ({
    page,
    baseURL,
  }, testInfo) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 844 });
    await logInThroughApi(page, String(baseURL), e2eAdmin.email, e2eAdmin.password);
    for (const [path, title] of screens) {
      await openPage(page, path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const back = page.getByRole('link', { name: 'Retour à l’interface admin' });
      await expectReachable(back);
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: testInfo.outputPath(`${title}-${width}.png`), fullPage: true });
      await back.click();
      await expect(page.getByRole('heading', { level: 1, name: 'Interface Admin' })).toBeVisible();
    }
  });
}
