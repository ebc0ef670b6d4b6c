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

/** What moved, for the message of a failure: each shift's value and the elements it moved. */
interface Shifts {
  total: number;
  moved: string[];
}

test('fonts loading do not move the page', async ({ page }) => {
  await page.addInitScript(() => {
    const shifts: Shifts = { total: 0, moved: [] };
    (window as unknown as { shifts: Shifts }).shifts = shifts;
    const describe = (node: Node | null) =>
      node instanceof Element
        ? `${node.localName}${node.id ? `#${node.id}` : ''}${node.className && typeof node.className === 'string' ? `.${node.className.trim().split(/\s+/).join('.')}` : ''}`
        : String(node?.nodeName);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node: Node | null }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        shifts.total += entry.value;
        const nodes = (entry.sources ?? []).map((source) => describe(source.node)).join(', ');
        shifts.moved.push(`${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${nodes}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const path of ['/', '/tarifs', '/blog']) {
    await page.goto(path);
    await page.evaluate(() => document.fonts.ready);
    await page.waitForLoadState('networkidle');
    const shifts = await page.evaluate(() => (window as unknown as { shifts: Shifts }).shifts);
    expect(shifts.total, `${path} moved:\n${shifts.moved.join('\n')}`).toBeLessThan(0.02);
  }
});
