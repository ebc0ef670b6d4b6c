import { holdScripts } from '../support/hold';
import { expectReachable } from '../support/reachable';
import { appHoldsPage, openPage, waitForApp } from '../support/ready';
import { expect, type Page, test } from '../support/test';

// A phone: the menu is the burger's side panel.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const burger = (page: Page) => page.getByRole('button', { name: 'Ouvrir le menu principal' });
const panel = (page: Page) => page.locator('#menu-principal');
const panelNav = (page: Page) => panel(page).getByRole('navigation');

/** Every entry of the panel can be tapped: the four links, the PRESTATIONS group's three, both close buttons. */
async function expectEveryPanelControlReachable(page: Page) {
  for (const name of ['TARIFS', 'CONTACT', 'PORTFOLIO', 'COMPTE']) {
    await expectReachable(panelNav(page).getByRole('link', { name }));
  }
  const services = panelNav(page).getByText('PRESTATIONS');
  await expectReachable(services);
  await services.tap();
  for (const name of ['Corporate', 'LifeStyle', 'Mariage']) {
    await expectReachable(panelNav(page).getByRole('link', { name }));
  }
  await services.tap();
  await expect(panelNav(page).getByRole('link', { name: 'Mariage' })).toBeHidden();
  await expectReachable(panel(page).getByRole('button', { name: 'x', exact: true }));
  await expectReachable(panel(page).getByRole('button', { name: 'Fermer', exact: true }));
}

/** The panel closes with x, with Fermer, with Escape and with a tap beside it; focus goes back to the burger. */
async function itClosesEveryWay(page: Page) {
  await openPage(page, '/');
  await burger(page).tap();
  await panel(page).getByRole('button', { name: 'x', exact: true }).tap();
  await expect(panel(page)).toBeHidden();
  await expectReachable(burger(page));

  await burger(page).tap();
  await panel(page).getByRole('button', { name: 'Fermer', exact: true }).tap();
  await expect(panel(page)).toBeHidden();

  await burger(page).focus();
  await page.keyboard.press('Enter');
  await expect(panel(page)).toBeVisible();
  await expect(page.locator('.nav__burger')).toHaveAttribute('aria-label', 'Fermer le menu principal');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await expect(burger(page)).toBeFocused();

  await burger(page).tap();
  await page.touchscreen.tap(20, 600);
  await expect(panel(page)).toBeHidden();
}

test.describe('phone menu', () => {
  for (const path of ['/', '/qui-suis-je', '/blog']) {
    test(`${path}: the burger opens a panel whose every entry can be tapped`, async ({ page }) => {
      await openPage(page, path);
      await expectReachable(burger(page));
      await burger(page).tap();
      await expect(panel(page)).toBeVisible();
      await expect(page.locator('.nav__burger')).toBeHidden();
      await expectEveryPanelControlReachable(page);
    });
  }

  test('closes with x, Fermer, Escape and a tap beside it; focus goes back to the burger', async ({
    page,
  }) => {
    await itClosesEveryWay(page);
  });

  test('a link of the panel navigates in the app and the panel closes', async ({ page }) => {
    await openPage(page, '/');
    await burger(page).tap();
    await panelNav(page).getByRole('link', { name: 'PORTFOLIO' }).tap();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(panel(page)).toBeHidden();
    await expectReachable(burger(page));
  });

  test('the footer leads to the prices and the account', async ({ page }) => {
    await openPage(page, '/');
    const footer = page.getByRole('contentinfo');
    await expectReachable(footer.getByRole('link', { name: 'Tarifs' }));
    await footer.getByRole('link', { name: 'Compte' }).tap();
    await expect(page).toHaveURL(/\/(compte|login)$/);
  });

  test('a tap while the app’s scripts are still on their way opens the menu, and the app does not undo it', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await expectReachable(burger(page));
    expect(await appHoldsPage(page)).toBe(false);
    await burger(page).tap();
    await expect(panel(page)).toBeVisible();
    await expectReachable(panelNav(page).getByRole('link', { name: 'TARIFS' }));

    release();
    await waitForApp(page);
    // Still open, once: the app followed the panel instead of toggling it a second time.
    await expectReachable(panelNav(page).getByRole('link', { name: 'TARIFS' }));
    await expect(page.locator('.nav__burger')).toHaveAttribute('aria-label', 'Fermer le menu principal');
    await panel(page).getByRole('button', { name: 'Fermer', exact: true }).tap();
    await expect(panel(page)).toBeHidden();
    await burger(page).tap();
    await expectEveryPanelControlReachable(page);
  });
});
