import { GALLERY_FIRST_PHOTOS, galleryPath, paths } from '@lapm/contracts';
import { expectNoViolationsOnPage } from '../support/axe';
import { holdScripts } from '../support/hold';
import { pageLoggedInAs } from '../support/login';
import { seanceForFile } from '../support/photos';
import { openPage, waitForApp } from '../support/ready';
import { expect, type Page, test } from '../support/test';

/**
 * The server's first screen of a gallery stays on screen while the app starts (docs/decisions/0023):
 * never « Chargement... » in its place, for its owner and for a guest the code let in, and the
 * photos it drew stay where they are when the API's answer brings the rest.
 */

// One album per worker's start: a worker started again after a failure makes another album, which
// must not share this code (a code that opens two albums opens none).
const code = `sans-chargement-${Date.now().toString(36)}`;
// More photos than the first screen carries: the API's answer then brings the others.
const files = Array.from({ length: GALLERY_FIRST_PHOTOS + 2 }, (_, index) => ({
  name: `ATTENTE_${String(index + 1).padStart(2, '0')}.jpg`,
  width: index % 3 === 0 ? 400 : 600,
  height: index % 3 === 0 ? 600 : 400,
}));
const last = files.at(-1)?.name ?? '';

const seance = seanceForFile(
  'sans-chargement',
  { code, link: 'https://galerie.e2e.lapm.test/sans-chargement' },
  files,
  { timeout: 240_000 },
);

/** Notes, from the page's first byte, every moment any « Chargement » text can be seen. */
async function watchLoading(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { loadingSeen: string[] }).loadingSeen = seen;
    const check = () => {
      // biome-ignore lint/performance/useDomNodeTextContent: only what is drawn counts, not the app drawing unseen beside the server's screen.
      const text = document.body?.innerText ?? '';
      const found = /Chargement[^\n]*/.exec(text);
      if (found) seen.push(found[0]);
    };
    new MutationObserver(check).observe(document, {
      childList: true,
      subtree: true,
      attributes: true,
      characterData: true,
    });
  });
}

const loadingSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { loadingSeen: string[] }).loadingSeen);

/** Loads the gallery and checks the server's screen stays until and through the app's. */
async function expectNoLoading(page: Page) {
  await page.goto(galleryPath(seance.albumId));
  const first = page.getByRole('link', { name: `Agrandir ${files[0]?.name}` });
  await expect(first).toBeVisible();
  await waitForApp(page);
  await first.evaluate((link) => {
    (link as HTMLElement & { drawnBefore?: boolean }).drawnBefore = true;
  });
  // The API's answer brings the photos the first screen left out, beside those it drew.
  await expect(page.getByRole('link', { name: `Agrandir ${last}` })).toHaveCount(1);
  expect(await first.evaluate((link) => (link as HTMLElement & { drawnBefore?: boolean }).drawnBefore)).toBe(
    true,
  );
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await loadingSeen(page)).toEqual([]);
}

for (const width of [390, 1280]) {
  const viewport = {
    viewport: { width, height: 844 },
    ...(width < 600 && { isMobile: true, hasTouch: true }),
  };

  test(`at ${width} px, the owner never sees « Chargement » between the server's screen and the app's`, async ({
    browser,
    baseURL,
  }) => {
    const page = await pageLoggedInAs(browser, baseURL ?? '', seance.client, viewport);
    await watchLoading(page);
    await expectNoLoading(page);
    await expectNoViolationsOnPage(page, `galerie sans attente à ${width} px`);
    await page.context().close();
  });

  test(`at ${width} px, a guest the code let in never sees « Chargement » either`, async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ ...viewport, baseURL });
    const page = await context.newPage();
    await openPage(page, paths.galleryAccess);
    await page.getByLabel("Code d'accès").fill(code);
    await page.getByRole('button', { name: 'Voir les photos' }).click();
    await expect(page).toHaveURL(galleryPath(seance.albumId));
    await expect(page.getByRole('link', { name: `Agrandir ${files[0]?.name}` })).toBeVisible();
    // Her next visit: the server draws the first screen for the code's cookie.
    await watchLoading(page);
    await expectNoLoading(page);
    await context.close();
  });
}

test('a photo tapped on the server’s screen while the gallery’s code is on its way opens in the viewer once it is there', async ({
  browser,
  baseURL,
}) => {
  const page = await pageLoggedInAs(browser, baseURL ?? '', seance.client, {
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  // The shell starts and draws beside the server's screen; the gallery's own code is held.
  const release = await holdScripts(page, '**/remotes/account/**/*.js');
  await page.goto(galleryPath(seance.albumId));
  const photo = page.getByRole('link', { name: `Agrandir ${files[1]?.name}` });
  await expect(page.locator('.app-drawing')).toHaveCount(1);
  await photo.tap();
  release();
  await expect(page.getByRole('dialog', { name: 'Visionneuse photo' })).toBeVisible();
  // The viewer, not the bare file: still the gallery's page.
  await expect(page).toHaveURL(new RegExp(`${galleryPath(seance.albumId)}`));
  await page.context().close();
});
