// `pnpm screenshots`: every screen at 375, 768 and 1280 px wide in Debian Chromium, written to
// e2e/screenshots/ (not committed). Client and admin screens use the demo-free e2e accounts.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { routeTable } from '@lapm/contracts';
import { chromium } from '@playwright/test';
import { e2eAdmin } from '../support/accounts';
import { screenAddress } from '../support/screens';
import { chromiumLaunchOptions, startSiteServer } from '../support/server';

const out = join(import.meta.dirname, '..', 'screenshots');
mkdirSync(out, { recursive: true });
const fileName = (path: string, width: number) => `${path.replace(/[/:]/g, '_')}-${width}.png`;

const server = await startSiteServer({ ADMIN_EMAIL: e2eAdmin.email, ADMIN_PASSWORD: e2eAdmin.password });
const client = {
  firstname: 'Inès',
  lastname: 'Roux',
  email: 'captures@e2e.lapm.test',
  password: 'Lumiere-Douce-2025',
};
await fetch(`${server.url}/api/user/register`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', origin: server.url },
  body: JSON.stringify(client),
});
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const width of [375, 768, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'fr-FR' });
    const page = await context.newPage();
    const logIn = async (email: string, password: string) => {
      const response = await page.request.post(`${server.url}/api/login`, {
        data: { email, password },
        headers: { Origin: server.url },
      });
      return ((await response.json()) as { jwtTokenClientLAPM: string }).jwtTokenClientLAPM;
    };
    for (const route of routeTable) {
      // Each screen as the role that can open it (the cookie follows the last login).
      const token =
        route.access === 'admin'
          ? await logIn(e2eAdmin.email, e2eAdmin.password)
          : route.access === 'public'
            ? null
            : await logIn(client.email, client.password);
      await page.goto(`${server.url}/`);
      await page.evaluate(
        (value) => (value ? localStorage.setItem('jwtTokenClientLAPM', value) : localStorage.clear()),
        token,
      );
      const address = await screenAddress(page, server.url, route.path);
      await page.goto(`${server.url}${address}`, { waitUntil: 'networkidle' });
      await page.screenshot({ path: join(out, fileName(route.path, width)), fullPage: true });
    }
    await context.close();
    console.log(`${width} px : ${routeTable.length} captures`);
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(`Captures dans ${out}`);
