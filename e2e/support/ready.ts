import { expect, type Page } from '@playwright/test';

/**
 * A prerendered page shows its content before the app takes over; controls typed into
 * before that are replaced. The app's first page head removes the prerendered head tags.
 */
export async function waitForApp(page: Page) {
  await expect(page.locator('head [data-prerendered]')).toHaveCount(0);
}

/** Opens a page and waits until the app has taken it over. */
export async function openPage(page: Page, path: string) {
  await page.goto(path);
  await waitForApp(page);
}
