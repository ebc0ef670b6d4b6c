// Every screen of the route table, opened once on the seeded site (real records for every
// parameter) on a 375 px phone, and checked four ways on that one visit: the shell's layout around
// the screen's own page, nothing wider than the window, no WCAG 2.1 AA violation that axe finds,
// and no Content-Security-Policy violation with strict security headers. The home page is also
// seen at 1280 px (the header's desktop menu), the gallery at 390 and 1280 px, where nothing may
// move as its photos arrive.
import { galleryRoute, type RouteEntry, routeTable } from '@lapm/contracts';
import { e2eAdmin } from '../support/accounts';
import { expectNoViolationsWithHeadings } from '../support/axe';
import {
  consoleViolations,
  expectNoCspViolation,
  expectStrictHeaders,
  recordViolations,
} from '../support/csp';
import { recordShifts, shiftsOf } from '../support/layout-shifts';
import { logInThroughApi, registerClient } from '../support/login';
import { expectNoSidewaysScroll } from '../support/reachable';
import { expectLayout, galleryGrid, prepareSeededSite, screenAddress } from '../support/screens';
import { expect, type Page, test } from '../support/test';

const escaped = (address: string) => address.replace(/[/.?]/g, '\\$&');

async function checkScreen(page: Page, baseURL: string, route: RouteEntry, messages: string[]) {
  const address = await screenAddress(page, baseURL, route.path);
  const response = await page.goto(address);
  await expectLayout(page);
  await expect(page).toHaveURL(new RegExp(`${escaped(address)}$`));
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Cette partie du site est momentanément indisponible.')).toHaveCount(0);
  // The gallery's photos are drawn from their own addresses: the policy must let them in.
  if (route.path === galleryRoute) await expect(galleryGrid(page).getByRole('img')).toHaveCount(3);
  // Lists, remotes, fonts and images come after the first paint: settled before the reports.
  await page.waitForLoadState('networkidle');
  await expectNoSidewaysScroll(page, route.path);
  await expectNoCspViolation(page, route.path, messages);
  expectStrictHeaders(response, route.path);
  await expectNoViolationsWithHeadings(page, `${route.path} (${page.viewportSize()?.width} px)`);
}

test.describe('every screen: layout, accessibility (axe, WCAG 2.1 AA), Content-Security-Policy', () => {
  // The walk is the suite's longest file: its screens spread over the workers instead of keeping
  // one busy alone at the end of the run (each worker's server has its own seeded site).
  test.describe.configure({ mode: 'parallel' });
  prepareSeededSite();

  test.use({ viewport: { width: 375, height: 740 } });

  test.beforeEach(async ({ page }) => {
    await recordViolations(page);
  });

  for (const route of routeTable.filter((r) => r.access === 'public')) {
    test(`${route.path}`, async ({ page, baseURL }) => {
      await checkScreen(page, baseURL ?? '', route, consoleViolations(page));
    });
  }

  test('the home page at 1280 px', async ({ page, baseURL }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const home = routeTable.find((route) => route.path === '/');
    if (!home) throw new Error('No home page in the route table');
    await checkScreen(page, baseURL ?? '', home, consoleViolations(page));
  });

  for (const width of [390, 1280]) {
    test(`the gallery with its photos, at ${width} px`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width, height: 844 });
      const gallery = routeTable.find((route) => route.path === galleryRoute);
      if (!gallery) throw new Error('No gallery in the route table');
      await recordShifts(page);
      await checkScreen(page, baseURL ?? '', gallery, consoleViolations(page));
      // Its photos come after the page and the app after them: each takes the room kept for it.
      const shifts = await shiftsOf(page);
      expect(shifts.total, `the gallery moved at ${width} px:\n${shifts.moved.join('\n')}`).toBeLessThan(
        0.02,
      );
    });
  }

  test('client screens', async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    const messages = consoleViolations(page);
    // A real session: screens that call the API on arrival would log a forged token out.
    const client = await registerClient(page, baseURL ?? '');
    await logInThroughApi(page, baseURL ?? '', client.email, client.password);
    for (const route of routeTable.filter((r) => r.access === 'user' || r.access === 'auth')) {
      await checkScreen(page, baseURL ?? '', route, messages);
    }
  });

  // One test a screen of the admin, not one walk: the walk took a minute on one worker while the
  // other had nothing left to run.
  for (const route of routeTable.filter((r) => r.access === 'admin')) {
    test(`admin: ${route.path}`, async ({ page, baseURL }) => {
      const messages = consoleViolations(page);
      await logInThroughApi(page, baseURL ?? '', e2eAdmin.email, e2eAdmin.password);
      await checkScreen(page, baseURL ?? '', route, messages);
    });
  }
});
