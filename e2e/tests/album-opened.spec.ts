import { frenchDay, paths, studioDay } from '@lapm/contracts';
import { adminApi, e2eAdmin } from '../support/accounts';
import { createAlbum, registeredClient } from '../support/albums';
import { logInThroughApi } from '../support/login';
import { expect, test } from '../support/test';

const gallery = 'https://galerie.e2e.lapm.test';

/** A client of her own with one album linked to an outside gallery. */
async function clientWithAlbum(baseURL: string, code: string) {
  const admin = await adminApi(baseURL);
  try {
    const client = await registeredClient(admin, 'ouverture');
    return { client, albumId: await createAlbum(admin, client.id, { code, link: `${gallery}/${code}` }) };
  } finally {
    await admin.dispose();
  }
}

test('the client opens an album with « Consulter », and the admin then sees it opened', async ({
  browser,
  page,
  baseURL,
}) => {
  if (!baseURL) throw new Error('baseURL is set by playwright.config.ts');
  const { client, albumId } = await clientWithAlbum(baseURL, 'ouverture-3141');

  // The admin's card for this album, in a browser of its own.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await logInThroughApi(adminPage, baseURL, e2eAdmin.email, e2eAdmin.password);
  await adminPage.goto(paths.adminAlbums);
  const card = adminPage.getByRole('listitem').filter({ hasText: `Album n° ${albumId}` });
  await expect(card).toContainText('Pas encore ouvert');

  // The client clicks « Consulter »: the gallery (another site, stood in for) opens in a new tab.
  await logInThroughApi(page, baseURL, client.email, client.password);
  await page.goto(paths.myAlbums);
  await page.context().route(`${gallery}/**`, (route) => route.fulfill({ body: 'Galerie privée' }));
  const consult = page.getByRole('main').getByRole('link', { name: /Consulter/ });
  await expect(consult).toHaveAttribute('href', `${gallery}/ouverture-3141`);
  const reported = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith(`/api/album/${albumId}/opened`),
  );
  const popupOpened = page.waitForEvent('popup');
  await consult.click();
  expect((await popupOpened).url()).toBe(`${gallery}/ouverture-3141`);
  await reported;

  // The beacon is not awaited by the page: the admin's list shows the opening once it has landed.
  const today = frenchDay(studioDay(new Date()));
  await expect(async () => {
    await adminPage.reload();
    await expect(card).toContainText(`Ouvert le ${today}`, { timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await expect(card).not.toContainText('Pas encore ouvert');
  await adminContext.close();
});

test('« Consulter » clicked before any script still tells the studio the album was opened', async ({
  browser,
  baseURL,
}) => {
  if (!baseURL) throw new Error('baseURL is set by playwright.config.ts');
  const { client, albumId } = await clientWithAlbum(baseURL, 'sans-script-2718');
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  try {
    const clientPage = await noScript.newPage();
    const login = await clientPage.request.post('/api/login', {
      data: { email: client.email, password: client.password },
      headers: { Origin: baseURL },
    });
    expect(login.ok()).toBe(true);
    await noScript.route(`${gallery}/**`, (route) => route.fulfill({ body: 'Galerie privée' }));
    await clientPage.goto(paths.myAlbums);
    const reported = clientPage.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith(`/api/album/${albumId}/opened`),
    );
    const popupOpened = clientPage.waitForEvent('popup');
    await clientPage
      .getByRole('main')
      .getByRole('link', { name: /Consulter/ })
      .click();
    expect((await popupOpened).url()).toBe(`${gallery}/sans-script-2718`);
    await reported;
  } finally {
    await noScript.close();
  }

  const admin = await adminApi(baseURL);
  try {
    await expect(async () => {
      const album = (await (await admin.get(`/api/album/${albumId}`)).json()) as {
        data: { first_opened_at: string | null };
      };
      expect(album.data.first_opened_at).not.toBeNull();
    }).toPass({ timeout: 10_000 });
  } finally {
    await admin.dispose();
  }
});
