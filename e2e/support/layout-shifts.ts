import type { Page } from '@playwright/test';

/** The layout shifts of a visit as CLS counts them, with what each moved, for a failure's message. */
export interface Shifts {
  total: number;
  moved: string[];
}

/** Records every shift of the page's next loads, from the first paint (call before `goto`). */
export async function recordShifts(page: Page): Promise<void> {
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
        const sheets = [...document.querySelectorAll('link[rel="stylesheet"]')].length;
        shifts.moved.push(
          `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms (${sheets} stylesheets linked): ${nodes}`,
        );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts recorded on the page now loaded. */
export function shiftsOf(page: Page): Promise<Shifts> {
  return page.evaluate(() => (window as unknown as { shifts: Shifts }).shifts);
}
