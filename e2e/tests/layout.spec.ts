import { paths } from '@lapm/contracts';
import { expectLayout } from '../support/screens';
import { admin, client, fakeToken, seedToken } from '../support/session';
import { expect, type Page, test } from '../support/test';

const header = (page: Page) => page.getByRole('banner');

test.describe('the layout', () => {
  test('the account and admin homes show their spec titles', async ({ page }) => {
    await seedToken(page, fakeToken(client));
    await page.goto(paths.account);
    await expect(page.getByRole('heading', { name: 'Bienvenue sur votre compte' })).toBeVisible();
  });

  test('an unknown path shows the 404 page, whose link returns home', async ({ page }) => {
    await page.goto('/cette-page-nexiste-pas');
    await expectLayout(page);
    await expect(page.getByText("OUPSS!! Il n'y a rien à voir ici !")).toBeVisible();
    await expect(page.getByText("C'est juste une erreur 404")).toBeVisible();
    await expect(page.getByText('La page que tu cherches semble introuvable.')).toBeVisible();
    await page.getByRole('link', { name: "Revenir à l'accueil" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('navigation bar', () => {
  test('desktop bar at 1200 px, with the PRESTATIONS group', async ({ page }) => {
    await page.setViewportSize({ width: 1200, height: 800 });
    await page.goto('/');
    const nav = header(page).getByRole('navigation');
    await expect(page.getByRole('button', { name: 'Ouvrir le menu principal' })).toBeHidden();
    for (const name of ['TARIFS', 'CONTACT', 'PORTFOLIO', 'COMPTE']) {
      await expect(nav.getByRole('link', { name })).toBeVisible();
    }
    // A <details> group: its summary opens it, with or without the app.
    const services = nav.getByText('PRESTATIONS');
    const group = nav.locator('details');
    await expect(group).not.toHaveAttribute('open');
    await services.click();
    await expect(group).toHaveAttribute('open');
    for (const name of ['Corporate', 'LifeStyle', 'Mariage']) {
      await expect(nav.getByRole('link', { name })).toBeVisible();
    }
    await nav.getByRole('button', { name: /Fermer/ }).click();
    await expect(nav.getByRole('link', { name: 'Mariage' })).toBeHidden();
    await services.click();
    await nav.getByRole('link', { name: 'Mariage' }).click();
    await expect(page).toHaveURL(/\/portrait-mariage$/);
  });

  test('burger and side panel at 600 px', async ({ page }) => {
    await page.setViewportSize({ width: 600, height: 800 });
    await page.goto('/');
    const burger = page.getByRole('button', { name: 'Ouvrir le menu principal' });
    await expect(burger).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'TARIFS' })).toBeHidden();

    await burger.click();
    await expect(page.locator('.nav__burger')).toBeHidden();
    await expect(header(page).getByRole('link', { name: 'TARIFS' })).toBeVisible();
    await page.getByRole('button', { name: 'Fermer', exact: true }).click();
    await expect(header(page).getByRole('link', { name: 'TARIFS' })).toBeHidden();

    await burger.click();
    await page.getByRole('button', { name: 'x', exact: true }).click();
    await expect(burger).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'TARIFS' })).toBeHidden();
  });

  test('the variant is recomputed when the window is resized', async ({ page }) => {
    await page.setViewportSize({ width: 1200, height: 800 });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Ouvrir le menu principal' })).toBeHidden();
    await page.setViewportSize({ width: 700, height: 800 });
    await expect(page.getByRole('button', { name: 'Ouvrir le menu principal' })).toBeVisible();
  });
});

test.describe('session guards', () => {
  test('an expired token is removed and the visitor lands on /login', async ({ page }) => {
    await seedToken(page, fakeToken({ ...client, expiresIn: -60 }));
    await page.goto(paths.myAlbums);
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('jwtTokenClientLAPM'))).toBeNull();
  });

  test('an undecodable token is removed too', async ({ page }) => {
    await seedToken(page, 'pas-un-jeton');
    await page.goto(paths.me);
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('jwtTokenClientLAPM'))).toBeNull();
  });

  test('a visitor without a session goes to /login', async ({ page }) => {
    await page.goto(paths.admin);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a user opening an admin screen lands on /compte', async ({ page }) => {
    await seedToken(page, fakeToken(client));
    await page.goto(paths.adminAlbums);
    await expect(page).toHaveURL(/\/compte$/);
  });

  test('an admin opening a user screen lands on /admin', async ({ page }) => {
    await seedToken(page, fakeToken(admin));
    await page.goto(paths.myAlbums);
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('a deep link reloaded in the browser still works', async ({ page }) => {
    await seedToken(page, fakeToken(client));
    await page.goto(paths.me);
    await page.reload();
    await expect(page).toHaveURL(/\/compte\/user$/);
    await expect(page.getByRole('heading', { name: 'Mes informations' })).toBeVisible();
  });
});
