import { paths } from '@lapm/contracts';
import { expectNoViolationsWithHeadings } from '../support/axe';
import { logInThroughApi, registerClient } from '../support/login';
import { expect, test } from '../support/test';

// Every screen with the app is audited by screens.spec.ts; here, the pages a client gets before
// or without it.
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
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoViolationsWithHeadings(page, `${path} (sans script)`);
  }
});
