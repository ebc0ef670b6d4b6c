import { frenchDay, paths, studioDay } from '@lapm/contracts';
import { expect, test } from '@playwright/test';
import { adminApi, e2eAdmin } from '../support/accounts';
import { logInThroughApi, registerClient } from '../support/login';

const gallery = 'https://galerie.e2e.lapm.test';

test('the client opens an album with « Consulter », and the admin then sees it opened', async ({
  browser,
  page,
  baseURL,
}) => {
  if (!baseURL) throw new Error('baseURL is set by playwright.config.ts');
  const client = await registerClient(page, baseURL);
  const admin = await adminApi(baseURL);
  let albumId: number;
  try {
    const users = (await (await admin.get('/api/user')).json()) as { data: { id: number; email: string }[] };
    const created = await admin.post('/api/album', {
      data: {
        user_id: users.data.find((user) => user.email === client.email)?.id,
        // The client registered herself and never confirmed her address: given knowingly.
        confirm_unproved_owner: true,
        date: '14/06/2025',
        access_code: 'ouverture-3141',
        lien: `${gallery}/ouverture-3141`,
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
    albumId = ((await created.json()) as { data: { id_album: number } }).data.id_album;
  } finally {
    await admin.dispose();
  }

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
