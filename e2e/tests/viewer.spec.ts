import { blogArticlePath, blogArticleSlugs } from '@lapm/contracts';
import { expectReachable } from '../support/reachable';
import { openPage } from '../support/ready';
import { expect, type Page, test } from '../support/test';
import { swipe } from '../support/touch';

const viewer = (page: Page) => page.getByRole('dialog', { name: 'Visionneuse photo' });

/** Once the photo has loaded, its frame is the screen, and the photo drawn in it is contained and centred. */
async function expectPhotoFitsScreen(page: Page) {
  const photo = viewer(page).getByRole('img');
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete)).toBe(true);
  const fit = await photo.evaluate((image: HTMLImageElement) => {
    const box = image.getBoundingClientRect();
    const scale = Math.min(box.width / image.naturalWidth, box.height / image.naturalHeight);
    const drawn = { width: image.naturalWidth * scale, height: image.naturalHeight * scale };
    return {
      objectFit: getComputedStyle(image).objectFit,
      box: { left: box.left, top: box.top, right: box.right, bottom: box.bottom },
      drawn,
      screen: { width: innerWidth, height: innerHeight },
    };
  });
  expect(fit.objectFit).toBe('contain');
  expect(fit.box).toEqual({ left: 0, top: 0, right: fit.screen.width, bottom: fit.screen.height });
  expect(fit.drawn.width).toBeLessThanOrEqual(fit.screen.width + 0.5);
  expect(fit.drawn.height).toBeLessThanOrEqual(fit.screen.height + 0.5);
}

async function expectControlsReachable(page: Page) {
  for (const name of ['Fermer la visionneuse', 'Photo précédente', 'Photo suivante']) {
    await expectReachable(viewer(page).getByRole('button', { name }));
  }
}

for (const screen of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test.describe(`photo viewer on a ${screen.width} px screen`, () => {
    test.use({ viewport: { width: screen.width, height: screen.height } });

    test('a portfolio photo opens in a viewer that fits the screen, with its controls above it', async ({
      page,
    }, testInfo) => {
      await openPage(page, '/portfolio');
      const thumb = page.getByRole('link', { name: /^Agrandir la photo/ }).first();
      await expectReachable(thumb);
      await thumb.click();
      await expect(viewer(page)).toBeVisible();
      await expect(viewer(page).getByText(/^Photo 1 sur \d+$/)).toBeVisible();
      await expectPhotoFitsScreen(page);
      await expectControlsReachable(page);
      await page.screenshot({ path: testInfo.outputPath(`viewer-${screen.name}.png`) });

      await viewer(page).getByRole('button', { name: 'Photo suivante' }).click();
      await expect(viewer(page).getByText(/^Photo 2 sur \d+$/)).toBeVisible();
      // A swipe to the left moves on, as on a phone (pointer events, a mouse here).
      await page.mouse.move(screen.width * 0.8, screen.height / 2);
      await page.mouse.down();
      await page.mouse.move(screen.width * 0.2, screen.height / 2, { steps: 5 });
      await page.mouse.up();
      await expect(viewer(page).getByText(/^Photo 3 sur \d+$/)).toBeVisible();
      await page.keyboard.press('ArrowLeft');
      await expect(viewer(page).getByText(/^Photo 2 sur \d+$/)).toBeVisible();
      for (let i = 0; i < 4; i++) {
        await page.keyboard.press('Tab');
        expect(await viewer(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(viewer(page)).toHaveCount(0);
      await expect(thumb).toBeFocused();
    });

    test('an article photo opens in the same viewer, fitted to the screen', async ({ page }) => {
      await openPage(page, blogArticlePath(blogArticleSlugs[0]));
      await page
        .getByRole('link', { name: /^Agrandir la photo/ })
        .first()
        .click();
      await expect(viewer(page)).toBeVisible();
      await expectPhotoFitsScreen(page);
      await expectReachable(viewer(page).getByRole('button', { name: 'Fermer la visionneuse' }));
    });
  });
}

test.describe('photo viewer on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a swipe from the → button moves on, edges stay in the page, Back closes the viewer and the address reopens it', async ({
    page,
  }) => {
    await openPage(page, '/portfolio');
    await page
      .getByRole('link', { name: /^Agrandir la photo/ })
      .first()
      .tap();
    await expect(viewer(page).getByText(/^Photo 1 sur \d+$/)).toBeVisible();
    await expect(page).toHaveURL(/\/portfolio\?photo=[^&]+$/);

    const next = await viewer(page).getByRole('button', { name: 'Photo suivante' }).boundingBox();
    if (!next) throw new Error('no → button');
    const centre = { x: next.x + next.width / 2, y: next.y + next.height / 2 };
    // From the → button to the left: the next photo, once (no press of → on top of it).
    await swipe(page, centre, { x: 60, y: centre.y });
    await expect(viewer(page).getByText(/^Photo 2 sur \d+$/)).toBeVisible();
    // From the left edge to the right, as the back gesture starts: the previous photo, same page.
    await swipe(page, { x: 2, y: centre.y }, { x: 300, y: centre.y });
    await expect(viewer(page).getByText(/^Photo 1 sur \d+$/)).toBeVisible();
    await viewer(page).getByRole('button', { name: 'Photo suivante' }).tap();
    await expect(viewer(page).getByText(/^Photo 2 sur \d+$/)).toBeVisible();
    const photoAddress = page.url();
    expect(await viewer(page).evaluate((element) => getComputedStyle(element).touchAction)).toBe(
      'pinch-zoom',
    );
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overscrollBehaviorX)).toBe(
      'none',
    );

    // The phone's Back: the viewer closes, the portfolio stays.
    await page.goBack();
    await expect(viewer(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // The photo's own address opens the viewer on it (the same draw of the portfolio comes back).
    await page.goForward();
    await expect(viewer(page).getByText(/^Photo 2 sur \d+$/)).toBeVisible();
    expect(page.url()).toBe(photoAddress);
    await viewer(page).getByRole('button', { name: 'Fermer la visionneuse' }).tap();
    await expect(viewer(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/portfolio$/);
  });

  test('an article photo’s address opens the viewer on it directly', async ({ page }) => {
    await openPage(page, blogArticlePath(blogArticleSlugs[0]));
    await page
      .getByRole('link', { name: /^Agrandir la photo/ })
      .first()
      .tap();
    await expect(viewer(page)).toBeVisible();
    const address = page.url();
    expect(address).toMatch(/\?photo=/);
    await openPage(page, address);
    await expect(viewer(page).getByText(/^Photo 1 sur \d+$/)).toBeVisible();
    // Opened from its address: closing leaves the article's own address, the article stays.
    await page.keyboard.press('Escape');
    await expect(viewer(page)).toHaveCount(0);
    expect(page.url()).toBe(address.replace(/\?photo=[^&#]*/, ''));
  });
});
