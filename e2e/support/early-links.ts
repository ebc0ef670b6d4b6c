import { paths } from '@lapm/contracts';
import type { BrowserContext, Locator, Page } from '@playwright/test';

/** The CPU of a modest phone, as the visits of issue 44 were tried. */
export const EARLY_CPU_SLOWDOWN = 6;
/** A click that has not reached its page in this time is lost (with JavaScript off: 0.6 s). */
const REACHED_WITHIN_MS = 10_000;
/** How long the page may take to show its link, at 6× on a busy machine. */
const LINK_WITHIN_MS = 30_000;

/** Links inside pages, below the fold on a phone: reaching them scrolls the page. */
export const EARLY_LINKS: { from: string; link: (page: Page) => Locator; to: RegExp }[] = [
  {
    from: paths.about,
    link: (page) => page.getByRole('main').locator(`a[href="${paths.prices}"]`),
    to: /\/tarifs$/,
  },
  {
    from: paths.home,
    link: (page) => page.getByRole('main').locator(`a[href^="${paths.portfolio}"]`),
    to: /\/portfolio(#top)?$/,
  },
  {
    from: paths.blog,
    link: (page) => page.getByRole('list', { name: 'Articles du blog' }).getByRole('link').first(),
    to: /\/blog\/[^/]+$/,
  },
];

export interface EarlyClick {
  reached: boolean;
  /** The app held the page when the click came: a click during or after its start. */
  appStarted: boolean;
  /** From the start of the page load to the click. */
  clickedAtMs: number;
  /** Where the visitor was left. */
  url: string;
}

/**
 * One visit of `from` in `context`, the CPU slowed 6×, its link clicked the moment Playwright
 * can click it (in the page, visible, still): where the visitor ends up. A fresh context is a
 * first visit with an empty cache; a context that has seen the site is a return visit.
 */
export async function clickEarly(
  context: BrowserContext,
  baseURL: string,
  visit: (typeof EARLY_LINKS)[number],
): Promise<EarlyClick> {
  const page = await context.newPage();
  let appStarted = false;
  await page.exposeBinding('noteEarlyClick', (_source, started: boolean) => {
    appStarted = started;
  });
  // As the click reaches the page, before anything of the page sees it. A string: the
  // TypeScript loader would add helpers the page does not have.
  await page.addInitScript(`addEventListener('click', () => {
    const root = document.getElementById('root');
    window.noteEarlyClick(!!root && Object.keys(root).some((key) => key.startsWith('__reactContainer$')));
  }, { capture: true, once: true });`);
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: EARLY_CPU_SLOWDOWN });
    const start = Date.now();
    await page.goto(`${baseURL}${visit.from}`, { waitUntil: 'commit' });
    const link = visit.link(page);
    await link.waitFor({ state: 'attached', timeout: LINK_WITHIN_MS });
    // Not `noWaitAfter`: the click is sent as soon as the link can take it, then left to the page.
    await link.click({ timeout: LINK_WITHIN_MS });
    const clickedAtMs = Date.now() - start;
    const reached = await page
      .waitForURL(visit.to, { waitUntil: 'commit', timeout: REACHED_WITHIN_MS })
      .then(() => true)
      .catch(() => false);
    return { reached, appStarted, clickedAtMs, url: page.url() };
  } finally {
    await page.close();
  }
}
