import { expectReachable } from '../support/reachable';
import { expect, type Page, test } from '../support/test';

// A phone with JavaScript off (the no-js project): the page the server sends works by itself.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, javaScriptEnabled: false });

const panel = (page: Page) => page.locator('#menu-principal');
const panelNav = (page: Page) => panel(page).getByRole('navigation');

test.describe('without JavaScript', () => {
  test('the burger opens the menu, whose links can be tapped and lead to their page', async ({ page }) => {
    await page.goto('/');
    const burger = page.getByRole('button', { name: 'Ouvrir le menu principal' });
    await expectReachable(burger);
    await burger.tap();
    for (const name of ['TARIFS', 'CONTACT', 'PORTFOLIO', 'COMPTE']) {
      await expectReachable(panelNav(page).getByRole('link', { name }));
    }
    await panel(page).getByRole('button', { name: 'x', exact: true }).tap();
    await expect(panel(page)).toBeHidden();

    await burger.tap();
    await panelNav(page).getByText('PRESTATIONS').tap();
    await expectReachable(panelNav(page).getByRole('link', { name: 'Mariage' }));
    await panelNav(page).getByRole('link', { name: 'Mariage' }).tap();
    await expect(page).toHaveURL(/\/portrait-mariage$/);

    await page.getByRole('button', { name: 'Ouvrir le menu principal' }).tap();
    await panelNav(page).getByRole('link', { name: 'TARIFS' }).tap();
    await expect(page).toHaveURL(/\/tarifs$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a portfolio photo is a link to the photo at its largest', async ({ page }) => {
    await page.goto('/portfolio');
    const photo = page.getByRole('link', { name: /^Agrandir la photo/ }).first();
    await expectReachable(photo);
    const href = await photo.getAttribute('href');
    expect(href).toMatch(/\.jpg$/);
    const response = await page.request.get(href ?? '');
    expect(response.headers()['content-type']).toBe('image/jpeg');
  });

  test('the account says what it needs instead of a blank page; a public page does not', async ({ page }) => {
    // The line is a <noscript>'s, whose text Playwright's text matching skips: found by its role.
    const note = page.locator('noscript').getByRole('paragraph');
    for (const path of ['/compte', '/admin']) {
      await page.goto(path);
      await expect(note).toHaveText('Cet espace demande JavaScript : activez-le pour vous connecter.');
    }
    await page.goto('/');
    await expect(note).toBeHidden();
  });
});
