import { request as httpRequest } from 'node:http';
import { galleryRoute, type RouteEntry, routeTable } from '@lapm/contracts';
import { e2eAdmin } from '../support/accounts';
import { logInThroughApi, registerClient } from '../support/login';
import { galleryGrid, prepareSeededSite, screenAddress } from '../support/screens';
import { startSiteServer } from '../support/server';
import { expect, type Page, type Response, test } from '../support/test';

/** Violations reported by the page itself: the event fires for each blocked load or inline script. */
const recordViolations = (page: Page) =>
  page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.effectiveDirective} ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });

/** The browser also logs violations in the console, including those of workers and early loads. */
function consoleViolations(page: Page) {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) messages.push(message.text());
  });
  return messages;
}

function directivesOf(response: Response | null) {
  const csp = response?.headers()['content-security-policy'] ?? '';
  return new Map(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
}

async function expectCleanPage(page: Page, baseURL: string, route: RouteEntry, consoleMessages: string[]) {
  const response = await page.goto(await screenAddress(page, baseURL, route.path));
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  // The gallery's photos are drawn from their own addresses: the policy must let them in.
  if (route.path === galleryRoute) await expect(galleryGrid(page).getByRole('img')).toHaveCount(3);
  // Remotes, fonts and images load after the first paint: wait for them before reading the reports.
  await page.waitForLoadState('networkidle');
  const violations = await page.evaluate(
    () => (window as unknown as { cspViolations: string[] }).cspViolations,
  );
  expect({ path: route.path, violations, console: consoleMessages.splice(0) }).toEqual({
    path: route.path,
    violations: [],
    console: [],
  });

  const headers = response?.headers() ?? {};
  const directives = directivesOf(response);
  const csp = headers['content-security-policy'] ?? '';
  expect(csp, route.path).not.toContain('unsafe-eval');
  expect(directives.get('script-src'), route.path).not.toContain("'unsafe-inline'");
  expect(directives.get('frame-ancestors'), route.path).toEqual(["'none'"]);
  expect(directives.get('object-src'), route.path).toEqual(["'none'"]);
  expect(directives.get('base-uri'), route.path).toEqual(["'self'"]);
  expect(headers['x-content-type-options'], route.path).toBe('nosniff');
  expect(headers['referrer-policy'], route.path).toBe('no-referrer');
  expect(headers['permissions-policy'], route.path).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
  // Plain http on loopback: HSTS would make the browser force https on every local port.
  expect(headers['strict-transport-security'], route.path).toBeUndefined();
}

/** The Strict-Transport-Security header the server at `base` sends for `/` under the Host header `host`. */
function hstsOf(base: string, host: string) {
  return new Promise<string | undefined>((resolve, reject) => {
    const url = new URL(base);
    const req = httpRequest({ host: url.hostname, port: url.port, path: '/', headers: { host } }, (res) => {
      res.resume();
      resolve(res.headers['strict-transport-security']);
    });
    req.on('error', reject);
    req.end();
  });
}

test.describe('Content-Security-Policy and security headers', () => {
  prepareSeededSite();

  test.beforeEach(async ({ page }) => {
    await recordViolations(page);
  });

  test('public pages: no violation, strict headers', async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const messages = consoleViolations(page);
    for (const route of routeTable.filter((r) => r.access === 'public')) {
      await expectCleanPage(page, baseURL ?? '', route, messages);
    }
  });

  for (const width of [390, 1280]) {
    test(`the gallery with its photos, at ${width} px`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width, height: 844 });
      const messages = consoleViolations(page);
      const gallery = routeTable.find((route) => route.path === galleryRoute);
      if (!gallery) throw new Error('No gallery in the route table');
      await expectCleanPage(page, baseURL ?? '', gallery, messages);
    });
  }

  test('client screens', async ({ page, baseURL }) => {
    const messages = consoleViolations(page);
    const client = await registerClient(page, baseURL ?? '');
    await logInThroughApi(page, baseURL ?? '', client.email, client.password);
    for (const route of routeTable.filter(
      (r) => r.access === 'user' || (r.access === 'auth' && r.remote === 'account'),
    )) {
      await expectCleanPage(page, baseURL ?? '', route, messages);
    }
  });

  test('admin screens', async ({ page, baseURL }) => {
    test.setTimeout(60_000);
    const messages = consoleViolations(page);
    await logInThroughApi(page, baseURL ?? '', e2eAdmin.email, e2eAdmin.password);
    for (const route of routeTable.filter((r) => r.access === 'admin')) {
      await expectCleanPage(page, baseURL ?? '', route, messages);
    }
  });

  test('an inline script injected into a page is blocked and reported', async ({ page }) => {
    // Proves the listener above can see a violation: without it, "no violation" would prove nothing.
    await page.goto('/');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
    });
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations))
      .toEqual([expect.stringMatching(/^script-src-elem inline/)]);
    expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
  });

  test('HSTS follows the configuration: an https public site sends it, a Host header alone does not', async ({
    baseURL,
  }) => {
    // Starts a second server (and its database) inside the test.
    test.setTimeout(120_000);
    // The site under test is served over plain http: a public name in Host changes nothing.
    expect(await hstsOf(baseURL ?? '', 'www.exemple.fr')).toBeUndefined();
    const https = await startSiteServer({ NODE_ENV: 'production', SITE_URL: 'https://www.exemple.fr' });
    try {
      // Behind a proxy that forwards to localhost, the https site still sends it.
      expect(await hstsOf(https.url, 'localhost')).toBe('max-age=31536000');
    } finally {
      await https.stop();
    }
  });
});
