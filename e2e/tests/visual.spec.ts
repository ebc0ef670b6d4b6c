import { recordShifts, shiftsOf } from '../support/layout-shifts';
import { openPage } from '../support/ready';
import { expect, test } from '../support/test';

test('styles of one remote do not leak into the shell', async ({ page }) => {
  const headerStyles = () =>
    page.evaluate(() => {
      const pick = (selector: string) => {
        const element = document.querySelector(selector);
        if (!element) return null;
        const style = getComputedStyle(element);
        return [
          style.fontFamily,
          style.fontSize,
          style.color,
          style.backgroundColor,
          style.padding,
          style.margin,
        ];
      };
      return {
        header: pick('.site-header'),
        brand: pick('.site-header__brand'),
        link: pick('.nav__items a'),
        footer: pick('.site-footer'),
      };
    });
  // The typefaces settled first: downloaded once the app runs, then every page has them
  // (docs/decisions/0015).
  await openPage(page, '/faq');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('lapm-fonts'))).toBe('1');
  await openPage(page, '/contacts');
  const before = await headerStyles();
  for (const path of ['/blog', '/login', '/portrait-mariage']) {
    await openPage(page, path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  }
  expect(await headerStyles()).toEqual(before);
});

test('fonts loading do not move the page', async ({ page }) => {
  await recordShifts(page);
  for (const path of ['/', '/tarifs', '/blog']) {
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    await page.waitForLoadState('networkidle');
    const shifts = await shiftsOf(page);
    expect(shifts.total, `${path} moved:\n${shifts.moved.join('\n')}`).toBeLessThan(0.02);
  }
});
