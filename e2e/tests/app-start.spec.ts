import { paths } from '@lapm/contracts';
import { holdScripts, SHELL_ENTRY } from '../support/hold';
import { recordShifts, shiftsOf } from '../support/layout-shifts';
import { appHoldsPage, waitForApp } from '../support/ready';
import { expect, type Page, test } from '../support/test';

// docs/decisions/0015: a server-rendered page paints its photo first; the app and the
// typefaces come after it, or at once for a browser that already has the typefaces.

const fontsOn = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-fonts'));

test('a first visit paints with the fallback fonts, starts the app on its own, and swaps to the typefaces on the same page without a shift', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Every layout shift of the visit, as CLS counts them (none follows an input here).
  await recordShifts(page);
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
  expect(await fontsOn(page)).toBe(false);

  release();
  await waitForApp(page);
  // Downloaded once the app runs, then drawn on this very page, and kept for the next page loads.
  await expect.poll(() => fontsOn(page)).toBe(true);
  expect(fonts).toHaveLength(2);
  expect(await page.evaluate(() => document.fonts.check('1em "Inter Variable"'))).toBe(true);
  expect(
    await page.evaluate(() => getComputedStyle(document.querySelector('h1') as Element).fontFamily),
  ).toMatch(/^"?Inter Variable/);
  expect(await page.evaluate(() => localStorage.getItem('lapm-fonts'))).toBe('1');
  // The frame after the swap is drawn: the fallbacks' metrics kept every line where it was.
  await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => setTimeout(drawn))));
  const shifts = await shiftsOf(page);
  expect(shifts.total, `moved:\n${shifts.moved.join('\n')}`).toBe(0);
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
