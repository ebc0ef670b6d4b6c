import { expect, type Page } from '@playwright/test';

/**
 * Whether React holds the page's root: the app has started. A screen the server rendered for its
 * visitor is drawn in a root of its own inside it, which takes the server's screen's place
 * (shell/src/app/takeOver.ts).
 */
export const appHoldsPage = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector('#root > .app-drawn') ?? document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
  });

/**
 * The server sends a public page complete; the app hydrates it. The app's first page head
 * replaces the head tags the server sent, and the root is React's: a page the browser
 * renders (behind a login) has no served head tags, only the second sign.
 */
export async function waitForApp(page: Page) {
  await expect(page.locator('head [data-prerendered]')).toHaveCount(0);
  await expect.poll(() => appHoldsPage(page)).toBe(true);
}

/** Opens a page and waits until the app has taken it over. */
export async function openPage(page: Page, path: string) {
  await page.goto(path);
  await waitForApp(page);
}
