import { expect, type Page } from '@playwright/test';

/** Whether React holds the page's root: the app has started. */
export const appHoldsPage = (page: Page) =>
  page.evaluate(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
  });

/**
 * A prerendered page shows its content before the app takes over, which it does at the
 * visitor's first action (here, the pointer moving over the page), or once it is painted for a
 * signed-in visitor. The app's first page head removes the prerendered head tags, and
 * the root is React's: a page the browser renders has no prerendered tags, only the second sign.
 */
export async function waitForApp(page: Page) {
  // Two moves: a pointer already at the spot of the previous page fires nothing.
  await page.mouse.move(3, 3);
  await page.mouse.move(2, 2);
  await expect(page.locator('head [data-prerendered]')).toHaveCount(0);
  await expect.poll(() => appHoldsPage(page)).toBe(true);
}

/** Opens a page and waits until the app has taken it over. */
export async function openPage(page: Page, path: string) {
  await page.goto(path);
  await waitForApp(page);
}
