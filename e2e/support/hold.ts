import type { Page } from '@playwright/test';

/** The shell's entry script: the app cannot start before it runs. */
export const SHELL_ENTRY = /\/static\/js\/index\.[^/]+\.js$/;

/**
 * Holds the app's scripts (every one, or those matching `only`) until the returned function is
 * called: what the page does before its app has started, then what the app does with it.
 */
export async function holdScripts(page: Page, only: string | RegExp = '**/static/js/**') {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(only, async (route) => {
    await released;
    await route.continue();
  });
  return () => release();
}
