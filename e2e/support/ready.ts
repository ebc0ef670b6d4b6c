import { expect, type Page } from '@playwright/test';

/**
 * A prerendered page shows its content before the app takes over; controls typed into
 * before that are replaced. The app's first page head removes the prerendered head tags, and
 * the root is React's: a page the browser renders has no prerendered tags, only the second sign.
 * Once React holds the root, a click on a part not yet hydrated hydrates it first, then acts;
 * before, a click on a button of the prerendered page does nothing.
 */
export async function waitForApp(page: Page) {
  await expect(page.locator('head [data-prerendered]')).toHaveCount(0);
  await expect
    .poll(() =>
      page.evaluate(() => {
        const root = document.getElementById('root');
        return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
      }),
    )
    .toBe(true);
}

/** Opens a page and waits until the app has taken it over. */
export async function openPage(page: Page, path: string) {
  await page.goto(path);
  await waitForApp(page);
}
