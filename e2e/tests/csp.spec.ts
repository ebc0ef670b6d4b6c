import { request as httpRequest } from 'node:http';
import { recordViolations, reportedViolations } from '../support/csp';
import { startSiteServer } from '../support/server';
import { expect, test } from '../support/test';

// Every screen's policy and headers are checked by screens.spec.ts; here, that a violation is seen
// at all, and HSTS.

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
  test.beforeEach(async ({ page }) => {
    await recordViolations(page);
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
      .poll(() => reportedViolations(page))
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
