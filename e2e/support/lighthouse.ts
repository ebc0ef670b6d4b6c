import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from './server';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/**
 * Lighthouse in its default mobile preset on Debian's Chromium, with the same flags as the
 * Playwright suite (Lighthouse README, "Using programmatically", with chrome-launcher).
 */
export async function startLighthouse(extraFlags: string[] = []) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? chromiumLaunchOptions.executablePath,
    chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args, ...extraFlags],
  });

  /** One Lighthouse run; a run whose trace missed a metric (score null) is done again once. */
  async function audit(url: string, attemptsLeft = 2): Promise<LighthouseResult> {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      // A first visit: Lighthouse keeps the origin's localStorage by default (for logins), so a
      // run would inherit the typefaces flag of the one before (docs/decisions/0015).
      clearStorageTypes: [
        'file_systems',
        'shader_cache',
        'service_workers',
        'cache_storage',
        'local_storage',
      ],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const complete = CATEGORIES.every((id) => typeof result.lhr.categories[id]?.score === 'number');
    if (!complete && attemptsLeft > 1) return audit(url, attemptsLeft - 1);
    return result.lhr;
  }

  return { audit, close: () => chrome.kill() };
}

/** A category's score out of 100. */
export const scoreOf = (lhr: LighthouseResult, id: (typeof CATEGORIES)[number]) =>
  Math.round((lhr.categories[id]?.score ?? 0) * 100);
