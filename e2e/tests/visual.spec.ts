import { galleryRoute, routeTable } from '@lapm/contracts';
import { e2eAdmin } from '../support/accounts';
import { logInThroughApi, registerClient } from '../support/login';
import { openPage } from '../support/ready';
import { galleryGrid, prepareSeededSite, screenAddress } from '../support/screens';
import { expect, type Page, test } from '../support/test';

prepareSeededSite();

/** The screen of the route at `path`, opened on the seeded site, is no wider than the window. */
async function expectNoHorizontalScroll(page: Page, baseURL: string, path: string) {
  await openPage(page, await screenAddress(page, baseURL, path));
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  // The gallery's photos come after its heading: measured once they are laid out.
  if (path === galleryRoute) await expect(galleryGrid(page).getByRole('listitem')).toHaveCount(3);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${path} déborde de ${overflow} px`).toBeLessThanOrEqual(0);
}

test.describe('every screen fits a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('public pages', async ({ page, baseURL }) => {
    // Twenty-seven pages one after the other, the gallery waiting for its photos.
    test.setTimeout(90_000);
    for (const route of routeTable.filter((r) => r.access === 'public')) {
      await expectNoHorizontalScroll(page, baseURL ?? '', route.path);
    }
  });

  test('client and admin screens', async ({ page, baseURL }) => {
    const client = await registerClient(page, baseURL ?? '');
    await logInThroughApi(page, baseURL ?? '', client.email, client.password);
    for (const route of routeTable.filter((r) => r.access === 'user' || r.path.startsWith('/compte/user'))) {
      await expectNoHorizontalScroll(page, baseURL ?? '', route.path);
    }
    await logInThroughApi(page, baseURL ?? '', e2eAdmin.email, e2eAdmin.password);
    for (const route of routeTable.filter((r) => r.access === 'admin')) {
      await expectNoHorizontalScroll(page, baseURL ?? '', route.path);
    }
  });
});

test.describe('the gallery with its photos', () => {
  for (const width of [390, 1280]) {
    test(`fits ${width} px`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width, height: 844 });
      await expectNoHorizontalScroll(page, baseURL ?? '', galleryRoute);
    });
  }
});

test('styles of one remote do not leak into the shell', async ({ page }) => {
  const headerStyles = () =>
    page.evaluate(() => {
      const pick = (selector: string) => {
        const element = document.querySelector(selector);
        if (!element) return null;
        const style = getComputedStyle(element);
        return [
          style.fontFamily,
          style.fontSize,
          style.color,
          style.backgroundColor,
          style.padding,
          style.margin,
        ];
      };
      return {
        header: pick('.site-header'),
        brand: pick('.site-header__brand'),
        link: pick('.nav__items a'),
        footer: pick('.site-footer'),
      };
    });
  // The typefaces settled first: downloaded once the app runs, then every page has them
  // (docs/decisions/0015).
  await openPage(page, '/faq');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('lapm-fonts'))).toBe('1');
  await openPage(page, '/contacts');
  const before = await headerStyles();
  for (const path of ['/blog', '/login', '/portrait-mariage']) {
    await openPage(page, path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(await headerStyles()).toEqual(before);
});

test('fonts loading do not move the page', async ({ page }) => {
  await page.addInitScript(() => {
    (window as unknown as { shifts: number }).shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const path of ['/', '/tarifs', '/blog']) {
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    await page.waitForLoadState('networkidle');
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number }).shifts);
    expect(shifts, path).toBeLessThan(0.02);
  }
});
