import { galleryPath } from '@lapm/contracts';
import { expectNoViolationsOnPage } from '../support/axe';
import { pageLoggedInAs } from '../support/login';
import { seanceForFile } from '../support/photos';
import { expectReachable } from '../support/reachable';
import { openPage } from '../support/ready';
import { type Browser, expect, test } from '../support/test';

/**
 * A séance of landscapes, portraits and squares on the client's phone: each photo whole in a box
 * of its own shape, the heart of a photo halfway down within a thumb's reach with « Envoyer ma
 * sélection » still on screen, and the viewer's slideshow moving on by itself.
 */

const phone = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
/** Width × height of each photo of the séance, in order: ROW_01.jpg, ROW_02.jpg… */
const shapes: [number, number][] = [
  [900, 600],
  [600, 900],
  [900, 600],
  [700, 700],
  [600, 900],
  [900, 600],
  [600, 900],
  [900, 600],
  [600, 900],
  [700, 700],
  [900, 600],
  [600, 900],
];
const nameOf = (index: number) => `ROW_${String(index + 1).padStart(2, '0')}.jpg`;

const seance = seanceForFile(
  'rangs',
  { code: 'rangs-e2e-2025', link: 'https://galerie.e2e.lapm.test/rangs', date: '05/07/2025' },
  shapes.map(([width, height], index) => ({ name: nameOf(index), width, height })),
);

test('on her phone a portrait is whole, a heart halfway down is in reach, and the selection stays on screen', async ({
  browser,
  baseURL,
}, testInfo) => {
  const page = await pageLoggedInAs(browser, baseURL ?? '', seance.client, phone);
  // The boxes are measured on the app's screen: the server's gives way to it in one step.
  await openPage(page, galleryPath(seance.albumId));
  const grid = page.getByRole('list', { name: 'Photos de la séance' });
  await expect(grid.getByRole('listitem')).toHaveCount(shapes.length);

  // ROW_05 is a portrait (2:3): its link and its image are boxes of its shape, not squares.
  const portrait = grid.getByRole('link', { name: 'Agrandir ROW_05.jpg' });
  await portrait.scrollIntoViewIfNeeded();
  for (const box of [await portrait.boundingBox(), await portrait.getByRole('img').boundingBox()]) {
    expect(box).not.toBeNull();
    const ratio = (box?.width ?? 0) / (box?.height ?? 1);
    expect(Math.abs(ratio / (600 / 900) - 1), `ROW_05 drawn ${box?.width} × ${box?.height}`).toBeLessThan(
      0.02,
    );
  }
  // Each photo keeps its own shape.
  const ratios = await grid
    .getByRole('img')
    .evaluateAll((images) =>
      images.map((image) => image.getBoundingClientRect()).map((box) => box.width / box.height),
    );
  ratios.forEach((ratio, index) => {
    const [width, height] = shapes[index] ?? [1, 1];
    expect(Math.abs(ratio / (width / height) - 1), nameOf(index)).toBeLessThan(0.02);
  });

  // Halfway down the séance: her thumb reaches the heart, and « Envoyer ma sélection » with it.
  const heart = page.getByRole('button', { name: 'Favori : ROW_07.jpg' });
  await expectReachable(heart);
  await heart.tap();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(/\b1 favori\b/).first()).toBeVisible();
  const send = page.getByRole('button', { name: 'Envoyer ma sélection' });
  expect(await send.evaluate((element) => element.getBoundingClientRect().bottom <= innerHeight)).toBe(true);
  await expectReachable(send);
  await page.screenshot({ path: testInfo.outputPath('gallery-rows-390.png') });

  await expectNoViolationsOnPage(page, 'gallery at 390 px');
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(grid.getByRole('listitem')).toHaveCount(shapes.length);
  await expectNoViolationsOnPage(page, 'gallery at 1280 px');
  await page.screenshot({ path: testInfo.outputPath('gallery-rows-1280.png'), fullPage: true });
  await page.context().close();
});

/**
 * The width of each thumbnail's file as fetched (its address names it: `…/800.webp`), on a phone
 * of `density` pixels a point. `naturalWidth` would not tell: it is the file's width over the
 * density the browser chose.
 */
async function thumbnailFiles(browser: Browser, baseURL: string, density: number) {
  const page = await pageLoggedInAs(browser, baseURL, seance.client, {
    ...phone,
    deviceScaleFactor: density,
  });
  await openPage(page, galleryPath(seance.albumId));
  const images = page.getByRole('list', { name: 'Photos de la séance' }).getByRole('img');
  await expect(images).toHaveCount(shapes.length);
  const files = () =>
    images.evaluateAll((all) =>
      all.map((image) => Number(/\/(\d+)\.\w+$/.exec((image as HTMLImageElement).currentSrc)?.[1] ?? 0)),
    );
  // Every thumbnail of the séance asked for, those below the screen once scrolled to.
  for (const image of await images.all()) await image.scrollIntoViewIfNeeded();
  await expect.poll(async () => (await files()).every((width) => width > 0)).toBe(true);
  const widths = await files();
  await page.context().close();
  return widths;
}

test('a phone of three pixels a point fetches no thumbnail of the grid wider than a phone of two would', async ({
  browser,
  baseURL,
}) => {
  const twice = await thumbnailFiles(browser, baseURL ?? '', 2);
  const thrice = await thumbnailFiles(browser, baseURL ?? '', 3);
  expect(thrice.map((width, index) => Math.min(width, twice[index] ?? 0))).toEqual(thrice);
  // Not the smallest file everywhere: a two-pixel phone's grid has some wider than the first size.
  expect(Math.max(...twice)).toBeGreaterThan(480);
});

test('the grid scrolls under her thumb without waiting for the page: no touch or wheel listener blocks it', async ({
  browser,
  baseURL,
}) => {
  const page = await pageLoggedInAs(browser, baseURL ?? '', seance.client, phone);
  await openPage(page, galleryPath(seance.albumId));
  await expect(page.getByRole('list', { name: 'Photos de la séance' }).getByRole('listitem')).toHaveCount(
    shapes.length,
  );
  // A listener of these that is not passive may cancel the scroll: the browser then waits for the
  // page's main thread at every move of the finger, instead of scrolling on its own (bench:scroll).
  const cdp = await page.context().newCDPSession(page);
  const blocking: string[] = [];
  for (const target of ['window', 'document']) {
    const { result } = await cdp.send('Runtime.evaluate', { expression: target });
    const { listeners } = await cdp.send('DOMDebugger.getEventListeners', {
      objectId: result.objectId ?? '',
      depth: -1,
      pierce: true,
    });
    for (const listener of listeners)
      if (['touchstart', 'touchmove', 'wheel', 'mousewheel'].includes(listener.type) && !listener.passive)
        blocking.push(`${target}: ${listener.type}`);
  }
  expect(blocking).toEqual([]);
  await page.context().close();
});

/** Longer than a photo stays in the slideshow (4 s). */
const MORE_THAN_A_SLIDE_MS = 5_000;

test('the viewer’s slideshow moves to the next photo by itself, and pauses', async ({ browser, baseURL }) => {
  const page = await pageLoggedInAs(browser, baseURL ?? '', seance.client, phone);
  // The page's clock is the test's: a slide's wait is jumped over, not sat through.
  await page.clock.install();
  // The app's viewer: a photo tapped before any script runs opens as its file, by design.
  await openPage(page, galleryPath(seance.albumId));
  await page.getByRole('link', { name: 'Agrandir ROW_03.jpg' }).tap();
  const viewer = page.getByRole('dialog', { name: 'Visionneuse photo' });
  await expect(viewer.getByText('Photo 3 sur 12')).toBeVisible();

  const start = viewer.getByRole('button', { name: 'Diaporama' });
  await expectReachable(start);
  await start.tap();
  const pause = viewer.getByRole('button', { name: 'Pause' });
  await expect(pause).toBeVisible();
  // A thin bar under « Pause » fills while the photo waits for the next.
  const timeLeft = pause.locator('xpath=following-sibling::*[1]');
  expect(await timeLeft.evaluate((element) => getComputedStyle(element).animationName)).not.toBe('none');
  await page.clock.fastForward(MORE_THAN_A_SLIDE_MS);
  await expect(viewer.getByText('Photo 4 sur 12')).toBeVisible();
  await expect(page).toHaveURL(/\?photo=/);
  await expectNoViolationsOnPage(page, 'slideshow at 390 px');

  await pause.tap();
  await expect(viewer.getByRole('button', { name: 'Diaporama' })).toBeVisible();
  const shown = await viewer.getByText(/^Photo \d+ sur 12$/).textContent();
  await page.clock.fastForward(2 * MORE_THAN_A_SLIDE_MS);
  await expect(viewer.getByText(/^Photo \d+ sur 12$/)).toHaveText(shown ?? '');

  // Asked for less motion: no moving bar, and the photos still change.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await viewer.getByRole('button', { name: 'Diaporama' }).tap();
  await expect(pause).toBeVisible();
  await expect(timeLeft).toBeHidden();
  const next = (Number(/\d+/.exec(shown ?? '')?.[0]) % 12) + 1;
  await page.clock.fastForward(MORE_THAN_A_SLIDE_MS);
  await expect(viewer.getByText(`Photo ${next} sur 12`)).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoViolationsOnPage(page, 'viewer at 1280 px');
  // Closed, the viewer stays closed: the slideshow went with it.
  await viewer.getByRole('button', { name: 'Fermer la visionneuse' }).click();
  await expect(viewer).toHaveCount(0);
  await page.clock.fastForward(MORE_THAN_A_SLIDE_MS);
  await expect(viewer).toHaveCount(0);
  await expect(page).not.toHaveURL(/\?photo=/);
  await page.context().close();
});
