import { paths } from '@lapm/contracts';
import { e2eAdmin } from '../support/accounts';
import { logInThroughApi } from '../support/login';
import { expectReachable } from '../support/reachable';
import { openPage } from '../support/ready';
import { expect, type Page, test } from '../support/test';

/** The focused element, described, and whether it is what lies at its own centre. */
const focusedAtItsCentre = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return { name: 'body', hit: true };
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const name = `${element.tagName.toLowerCase()} ${element.getAttribute('name') ?? element.textContent?.trim().slice(0, 30)}`;
    return { name, hit: hit !== null && (hit === element || element.contains(hit)) };
  });

test.describe('keyboard on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the first Tab reaches « Aller au contenu », shown, which leads into the page’s main', async ({
    page,
  }) => {
    await openPage(page, paths.prices);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Aller au contenu' });
    await expect(skip).toBeFocused();
    await expectReachable(skip);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    // The next Tab is inside the page, past the header's links.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(
      true,
    );
  });

  test('after a navigation, focus is on the new page’s heading, without a ring', async ({ page }) => {
    await openPage(page, paths.home);
    // The first page keeps the browser's own start.
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'TARIFS' })
      .click();
    await expect(page).toHaveURL(/\/tarifs$/);
    const heading = page.getByRole('main').getByRole('heading', { level: 1 });
    await expect(heading).toBeFocused();
    expect(await heading.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('none');
  });

  test('Escape closes PRESTATIONS and gives focus back to it', async ({ page }) => {
    await openPage(page, paths.home);
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    const services = nav.getByText('PRESTATIONS');
    await services.click();
    const wedding = nav.getByRole('link', { name: 'Mariage' });
    await expect(wedding).toBeVisible();
    await wedding.focus();
    await page.keyboard.press('Escape');
    await expect(wedding).toBeHidden();
    await expect(services).toBeFocused();
  });

  test('checkboxes are 24 × 24 px at least', async ({ page }) => {
    await openPage(page, paths.register);
    const box = await page.getByRole('checkbox').first().boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(24);
    expect(box?.height).toBeGreaterThanOrEqual(24);
  });
});

test.describe('keyboard on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a link of the menu leads to the new page with focus on its heading, not on the burger', async ({
    page,
  }) => {
    await openPage(page, paths.home);
    await page.getByRole('button', { name: 'Ouvrir le menu principal' }).tap();
    await page.locator('#menu-principal').getByRole('link', { name: 'PORTFOLIO' }).tap();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
  });
});

for (const screen of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`« Contenu du site » at ${screen.width} px: no field reached by Tab is hidden behind the sticky bar`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(screen);
    await logInThroughApi(page, baseURL ?? '', e2eAdmin.email, e2eAdmin.password);
    await page.goto(paths.adminSiteContent);
    await expect(page.getByRole('button', { name: 'Publier' })).toBeVisible();
    await page.getByRole('main').focus();
    const hidden: string[] = [];
    for (let stop = 0; stop < 60; stop++) {
      await page.keyboard.press('Tab');
      const focused = await focusedAtItsCentre(page);
      if (!focused.hit) hidden.push(`${stop}: ${focused.name}`);
    }
    expect(hidden).toEqual([]);
  });
}
