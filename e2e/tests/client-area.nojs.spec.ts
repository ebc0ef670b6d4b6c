import { paths } from '@lapm/contracts';
import { adminApi } from '../support/accounts';
import { createAlbum, type RegisteredClient, registeredClient } from '../support/albums';
import { expect, type Page, test } from '../support/test';

/**
 * The client area with JavaScript off, once logged in: her home and « Mes séances » come from
 * the server, with the site's header and footer, and a real form logs her out.
 */
test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

async function logIn(page: Page, email: string, password: string) {
  await page.goto(paths.login);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(paths.account);
}

test('her home and her albums are server pages with header and footer; « Déconnexion » logs her out', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const admin = await adminApi(String(baseURL));
  let client: RegisteredClient;
  let albumId: number;
  try {
    client = await registeredClient(admin, 'sans-script');
    albumId = await createAlbum(admin, client.id, {
      code: 'rossignol mangrove quetsche',
      link: 'https://galerie.e2e.lapm.test/sans-script',
    });
  } finally {
    await admin.dispose();
  }

  await logIn(page, client.email, client.password);
  const home = await page.request.get(paths.account);
  expect(home.headers()['cache-control']).toBe('private, no-store');
  await expect(page.getByRole('banner').getByRole('link', { name: 'LAPM Photographie' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bienvenue sur votre compte');
  await expect(page.getByText('Cet espace demande JavaScript')).toBeHidden();

  await page.getByRole('link', { name: /Mes séances/ }).click();
  await expect(page).toHaveURL(paths.myAlbums);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mes séances');
  const card = page.getByRole('listitem').filter({ hasText: `Séance n° ${albumId}` });
  await expect(card.getByRole('link', { name: /Consulter/ })).toHaveAttribute(
    'href',
    'https://galerie.e2e.lapm.test/sans-script',
  );
  // The code's words stay whole on a phone: none is split over two lines.
  const code = card.getByText('rossignol mangrove quetsche');
  const split = await code.evaluate((element) => {
    const text = element.firstChild;
    if (!text) return ['no text'];
    const words: string[] = [];
    let at = 0;
    for (const word of (text.textContent ?? '').split(' ')) {
      const range = document.createRange();
      range.setStart(text, at);
      range.setEnd(text, at + word.length);
      if (range.getClientRects().length > 1) words.push(word);
      at += word.length + 1;
    }
    return words;
  });
  expect(split).toEqual([]);

  // A screen that needs the app says so to someone logged in, with a way back to her area.
  await page.goto(paths.me);
  await expect(page.locator('.noscript-note')).toContainText('Cet écran demande JavaScript');
  await expect(page.locator('.noscript-note').getByRole('link', { name: 'Mon compte' })).toBeVisible();

  await page.goto(paths.account);
  await page.getByRole('button', { name: /Déconnexion/ }).click();
  await expect(page).toHaveURL(paths.login);
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'lapm_session')).toBeUndefined();
  expect((await page.request.get('/api/user/me')).status()).toBe(401);
  await page.goto(paths.account);
  await expect(page.locator('.noscript-note')).toHaveText(
    'Cet espace demande JavaScript : activez-le pour vous connecter.',
  );
});
