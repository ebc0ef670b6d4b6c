import { galleryPath } from '@lapm/contracts';
import { adminApi } from '../support/accounts';
import { expectNoViolationsOnPage } from '../support/axe';
import { logInThroughApi } from '../support/login';
import { expectReachable } from '../support/reachable';
import { openPage, waitForApp } from '../support/ready';
import { clientAlbum, galleryGrid, seanceReady } from '../support/screens';
import { type APIRequestContext, type Browser, expect, request, test } from '../support/test';

/**
 * A wedding's guests on their phones: someone who holds only the code finds the gallery from the
 * footer's « Accéder à une galerie », with scripts off then on, gives a first name, and hearts
 * photos into a list of their own; the couple's favourites stay as they were, and a photo the
 * couple hides is gone for the guests.
 */

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const desktop = { width: 1280, height: 800 };
const code = `Pivoine-Lagune-${Date.now().toString(36)}`;
/** As a guest types it on a phone: capitals, spaces around and inside. */
const typed = `  ${code.toUpperCase().replace('-', ' - ')} `;

let album: Awaited<ReturnType<typeof clientAlbum>>;
let owner: APIRequestContext;
let photoIds: string[];

/** The owner's own hearts, as the API gives them to her. */
const ownerFavourites = async () =>
  ((await (await owner.get(`/api/galleries/${album.id}`)).json()) as { favourites: string[] }).favourites;

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(120_000);
  const url = baseURL ?? '';
  const api = await adminApi(url);
  try {
    album = await clientAlbum(api, 'invites', {
      date: '14/06/2025',
      accessCode: code,
      lien: 'https://galerie.e2e.lapm.test/invites',
    });
    await seanceReady(api, album.id);
  } finally {
    await api.dispose();
  }
  owner = await request.newContext({ baseURL: url, extraHTTPHeaders: { Origin: url } });
  const login = await owner.post('/api/login', {
    data: { email: album.client.email, password: album.client.password },
  });
  expect(login.ok()).toBe(true);
  const gallery = (await (await owner.get(`/api/galleries/${album.id}`)).json()) as {
    photos: { id: string }[];
  };
  photoIds = gallery.photos.map((photo) => photo.id);
  // The couple's selection: the third photo.
  const heart = await owner.put(`/api/galleries/${album.id}/favourites/${photoIds[2]}`, {
    data: { favourite: true },
  });
  expect(heart.ok()).toBe(true);
});

test.afterAll(async () => {
  await owner?.dispose();
});

async function guestContext(browser: Browser, baseURL: string, javaScriptEnabled: boolean) {
  return browser.newContext({ ...phone, baseURL, javaScriptEnabled });
}

/** Scripts off: the footer's link, a real form, the server's redirect to the gallery; Léa's browser. */
async function leaWithoutScripts(browser: Browser, url: string) {
  const noScript = await guestContext(browser, url, false);
  const before = await noScript.newPage();
  await before.goto('/');
  await before.getByRole('contentinfo').getByRole('link', { name: 'Accéder à une galerie' }).click();
  await expect(before.getByRole('heading', { level: 1, name: 'Accéder à une galerie' })).toBeVisible();
  await before.getByLabel("Code d'accès").fill('pas-le-bon-code');
  await before.getByRole('button', { name: 'Voir les photos' }).click();
  await expect(before.getByText('Code d’accès incorrect.')).toBeVisible();
  await expect(before.getByLabel("Code d'accès")).toHaveValue('pas-le-bon-code');
  await before.getByLabel("Code d'accès").fill(typed);
  await before.getByLabel('Votre prénom ou votre e-mail').fill('Léa');
  await before.getByRole('button', { name: 'Voir les photos' }).click();
  await expect(before).toHaveURL(`${url}${galleryPath(album.id)}`);

  return noScript;
}

/** Scripts on, in the same browser: the gallery opens as Léa's, and she hearts a photo. */
async function leaWithScripts(browser: Browser, url: string) {
  const noScript = await leaWithoutScripts(browser, url);
  const withScript = await browser.newContext({
    ...phone,
    baseURL: url,
    storageState: await noScript.storageState(),
  });
  await noScript.close();
  const lea = await withScript.newPage();
  await openPage(lea, galleryPath(album.id));
  await expect(lea.getByRole('heading', { level: 1, name: 'Séance du 14 juin 2025' })).toBeVisible();
  await expect(lea.getByText(/^Favoris de Léa : votre propre liste/)).toBeVisible();
  await expect(galleryGrid(lea).getByRole('listitem')).toHaveCount(3);
  await expect(lea.getByRole('button', { name: 'Envoyer ma sélection' })).toHaveCount(0);
  const firstHeart = lea.getByRole('button', { name: 'Favori : ECRAN_1.jpg' });
  await expectReachable(firstHeart);
  await expect(firstHeart).toHaveAttribute('aria-pressed', 'false');
  await firstHeart.tap();
  await expect(firstHeart).toHaveAttribute('aria-pressed', 'true');
  await expect(lea.getByText(/\b1 favori\b/)).toBeVisible();
  // The couple's third photo is no heart of hers.
  await expect(lea.getByRole('button', { name: 'Favori : ECRAN_3.jpg' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expectNoViolationsOnPage(lea, 'guest gallery, 390 px');

  return { withScript, lea };
}

/** Scripts on from the start: another guest, through the same form, handled by the app. */
async function paulWithScripts(browser: Browser, url: string) {
  const paulContext = await guestContext(browser, url, true);
  const paul = await paulContext.newPage();
  await openPage(paul, '/');
  const footerLink = paul.getByRole('contentinfo').getByRole('link', { name: 'Accéder à une galerie' });
  await expectReachable(footerLink);
  await footerLink.click();
  await expect(paul.getByRole('heading', { level: 1, name: 'Accéder à une galerie' })).toBeVisible();
  // axe runs scripts of its own: the access page is checked here, as the app shows it.
  await expectNoViolationsOnPage(paul, 'access page, 390 px');
  for (const control of [
    paul.getByLabel("Code d'accès"),
    paul.getByLabel('Votre prénom ou votre e-mail'),
    paul.getByRole('button', { name: 'Voir les photos' }),
  ]) {
    await expectReachable(control);
  }
  await paul.getByLabel("Code d'accès").fill(typed);
  await paul.getByLabel('Votre prénom ou votre e-mail').fill('paul@example.fr');
  await paul.getByRole('button', { name: 'Voir les photos' }).click();
  await expect(paul).toHaveURL(`${url}${galleryPath(album.id)}`);
  await waitForApp(paul);
  const paulHeart = paul.getByRole('button', { name: 'Favori : ECRAN_2.jpg' });
  await expect(paulHeart).toHaveAttribute('aria-pressed', 'false');
  await expect(paul.getByRole('button', { name: 'Favori : ECRAN_1.jpg' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await paulHeart.tap();
  await expect(paulHeart).toHaveAttribute('aria-pressed', 'true');

  return { paulContext, paul };
}

/** The couple's favourites are as they were; she sees who chose what, and hides a photo. */
async function coupleHidesAPhoto(browser: Browser, url: string) {
  expect(await ownerFavourites()).toEqual([photoIds[2]]);
  const couple = await browser.newContext({ ...phone, baseURL: url });
  const ownerPage = await couple.newPage();
  await logInThroughApi(ownerPage, url, album.client.email, album.client.password);
  await openPage(ownerPage, galleryPath(album.id));
  await expect(ownerPage.getByText('Choisie par Léa')).toBeVisible();
  await expect(ownerPage.getByText('Choisie par paul@example.fr')).toBeVisible();
  await expect(ownerPage.getByRole('button', { name: 'Favori : ECRAN_3.jpg' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const hide = ownerPage.getByRole('button', { name: 'Masquer aux invités : ECRAN_2.jpg' });
  await expectReachable(hide);
  await hide.tap();
  await expect(ownerPage.getByRole('button', { name: 'Montrer aux invités : ECRAN_2.jpg' })).toBeVisible();
  await expectNoViolationsOnPage(ownerPage, 'owner gallery, 390 px');

  return { couple, ownerPage };
}

test('a guest enters with the code alone, scripts off then on, and hearts photos of their own', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const url = baseURL ?? '';
  const { withScript, lea } = await leaWithScripts(browser, url);
  const { paulContext, paul } = await paulWithScripts(browser, url);
  const { couple, ownerPage } = await coupleHidesAPhoto(browser, url);

  // Hidden: gone from the guest's gallery.
  await paul.reload();
  await waitForApp(paul);
  await expect(galleryGrid(paul).getByRole('listitem')).toHaveCount(2);
  await expect(paul.getByRole('button', { name: 'Favori : ECRAN_2.jpg' })).toHaveCount(0);

  // The same controls at 1280 px.
  await ownerPage.setViewportSize(desktop);
  await expectReachable(ownerPage.getByRole('button', { name: 'Montrer aux invités : ECRAN_2.jpg' }));
  await lea.setViewportSize(desktop);
  await expectReachable(lea.getByRole('button', { name: 'Favori : ECRAN_1.jpg' }));
  await expectNoViolationsOnPage(lea, 'guest gallery, 1280 px');
  await paul.setViewportSize(desktop);
  await openPage(paul, '/galerie');
  await expectReachable(paul.getByRole('contentinfo').getByRole('link', { name: 'Accéder à une galerie' }));
  for (const control of [
    paul.getByLabel("Code d'accès"),
    paul.getByLabel('Votre prénom ou votre e-mail'),
    paul.getByRole('button', { name: 'Voir les photos' }),
  ]) {
    await expectReachable(control);
  }
  await expectNoViolationsOnPage(paul, 'access page, 1280 px');
  await Promise.all([withScript.close(), paulContext.close(), couple.close()]);
});
