import { paths } from '@lapm/contracts';
import { expect, type Page, test } from '@playwright/test';
import { holdScripts, SHELL_ENTRY } from '../support/hold';
import { appHoldsPage, waitForApp } from '../support/ready';

// docs/decisions/0015: a server-rendered page paints its photo first; the app and the
// typefaces come after it, or at once for a browser that already has the typefaces.

const fontsOn = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-fonts'));

test('a first visit paints with the fallback fonts, starts the app on its own, and draws the next screen with the typefaces', async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) fonts.push(request.url());
  });
  const release = await holdScripts(page, SHELL_ENTRY);
  await page.goto(paths.home, { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('img').first()).toBeVisible();
  expect(await appHoldsPage(page)).toBe(false);
  expect(fonts).toEqual([]);

  release();
  await waitForApp(page);
  // Downloaded for what comes next; this page, already on screen, keeps its fallbacks.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('lapm-fonts'))).toBe('1');
  expect(fonts).toHaveLength(2);
  expect(await fontsOn(page)).toBe(false);

  await page.getByRole('banner').getByRole('link', { name: 'TARIFS' }).click();
  await expect(page).toHaveURL(/\/tarifs$/);
  // The address changes before React draws the screen that switches them on.
  await expect.poll(() => fontsOn(page)).toBe(true);
  expect(await page.evaluate(() => document.fonts.check('1em "Inter Variable"'))).toBe(true);
});

test('a returning visitor gets the typefaces from the first paint, before the app starts', async ({
  page,
}) => {
  await page.goto(paths.prices);
  await waitForApp(page);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('lapm-fonts'))).toBe('1');

  const release = await holdScripts(page, SHELL_ENTRY);
  // Not until `load`: the start script may ask for the held script before it, which holds `load`.
  await page.goto(paths.faq, { waitUntil: 'domcontentloaded' });
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  expect(await appHoldsPage(page)).toBe(false);
  expect(await fontsOn(page)).toBe(true);
  release();
  await waitForApp(page);
});
