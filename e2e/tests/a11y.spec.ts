import AxeBuilder from '@axe-core/playwright';
import { galleryRoute, paths, type RouteEntry, routeTable } from '@lapm/contracts';
import { e2eAdmin } from '../support/accounts';
import { logInThroughApi, registerClient } from '../support/login';
import { galleryGrid, prepareSeededSite, screenAddress } from '../support/screens';
import { expect, type Page, test } from '../support/test';

async function expectNoViolations(page: Page, baseURL: string, route: RouteEntry) {
  await page.goto(await screenAddress(page, baseURL, route.path));
  await audit(page, route.path);
}

async function audit(page: Page, path: string) {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  // Lists and forms fill in after their first call: let them settle before the audit.
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page })
    // A heading that skips a level (h1 then h3) is a best practice of axe's: checked here too.
    .options({ rules: { 'heading-order': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, path).toEqual([]);
}

test.describe('accessibility (axe, WCAG 2.1 AA)', () => {
  prepareSeededSite();

  for (const route of routeTable.filter((r) => r.access === 'public')) {
    test(`${route.path}`, async ({ page, baseURL }) => {
      await expectNoViolations(page, baseURL ?? '', route);
    });
  }

  test('client screens', async ({ page, baseURL }) => {
    const client = await registerClient(page, baseURL ?? '');
    await logInThroughApi(page, baseURL ?? '', client.email, client.password);
    for (const route of routeTable.filter(
      (r) => r.access === 'user' || (r.access === 'auth' && r.remote === 'account'),
    )) {
      await expectNoViolations(page, baseURL ?? '', route);
    }
  });

  for (const width of [390, 1280]) {
    test(`the gallery with its photos, at ${width} px`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(await screenAddress(page, baseURL ?? '', galleryRoute));
      await expect(galleryGrid(page).getByRole('listitem')).toHaveCount(3);
      await audit(page, `${galleryRoute} (${width} px)`);
    });
  }

  test('client home and albums as the server sends them, before or without the app', async ({
    page,
    baseURL,
  }) => {
    const client = await registerClient(page, baseURL ?? '');
    await logInThroughApi(page, baseURL ?? '', client.email, client.password);
    // No script runs: the page is the server's (axe itself is put in by the test's own channel).
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    for (const path of [paths.account, paths.myAlbums]) {
      await page.goto(path);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await audit(page, `${path} (sans script)`);
    }
  });

  test('admin screens', async ({ page, baseURL }) => {
    // Fifteen screens audited one after the other, the album and article editors on real records
    // (about 8 s each on a busy two-core machine).
    test.setTimeout(180_000);
    await logInThroughApi(page, baseURL ?? '', e2eAdmin.email, e2eAdmin.password);
    for (const route of routeTable.filter((r) => r.access === 'admin')) {
      await expectNoViolations(page, baseURL ?? '', route);
    }
  });
});
