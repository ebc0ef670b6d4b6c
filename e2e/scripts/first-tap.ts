// `pnpm --filter e2e bench:tap`: the phone's first tap alone, without Lighthouse (support/first-tap.ts).
// 1. `/` on slow 4G with the CPU 4× slower, the menu tapped 300 ms after it is painted, 5 visits:
//    the taps lost, and the median from the pointerdown to the first frame with reachable menu links.
// 2. Links inside pages clicked the moment they are there, the CPU 6× slower, 390 px wide
//    (support/early-links.ts): `/qui-suis-je` → `/tarifs`, `/` → `/portfolio`, `/blog` → an
//    article, on first visits (empty cache) and return visits (the page seen before): the clicks lost.
//
//   pnpm --filter e2e bench:tap                          the built site, on a server of its own
//   BASE_URL=http://127.0.0.1:4000 pnpm --filter e2e bench:tap   a server already running
//   TRIES=9 pnpm --filter e2e bench:tap                  more visits (links: 3 unless told)
//
// The figures go to benchmarks/first-tap.json (BENCHMARKS.md is generated from it).
import { type Browser, chromium } from '@playwright/test';
import { startBench } from '../../tooling/benchmarks/record';
import type { BenchResults } from '../../tooling/benchmarks/results';
import { clickEarly, EARLY_CPU_SLOWDOWN, EARLY_LINKS, type EarlyClick } from '../support/early-links';
import { measureFirstTap } from '../support/first-tap';
import { chromiumLaunchOptions, type RunningServer, startSiteServer } from '../support/server';

const bench = startBench('first-tap', 'pnpm --filter e2e bench:tap');
const tries = Math.max(1, Number(process.env.TRIES ?? 5));
const linkTries = Math.max(1, Number(process.env.TRIES ?? 3));
const server: RunningServer | undefined = process.env.BASE_URL ? undefined : await startSiteServer({});
const baseURL = process.env.BASE_URL ?? server?.url ?? '';
const browser = await chromium.launch(chromiumLaunchOptions);

/** One visit of each page side by side (a throttled page leaves the CPU idle), `linkTries` times. */
async function earlyLinks(browser: Browser, returning: boolean) {
  const clicks = new Map<string, EarlyClick[]>();
  for (let run = 0; run < linkTries; run++)
    await Promise.all(
      EARLY_LINKS.map(async (visit) => {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'fr-FR' });
        try {
          if (returning) {
            const before = await context.newPage();
            await before.goto(`${baseURL}${visit.from}`, { waitUntil: 'networkidle' });
            await before.close();
          }
          const click = await clickEarly(context, baseURL, visit);
          clicks.set(visit.from, [...(clicks.get(visit.from) ?? []), click]);
        } finally {
          await context.close();
        }
      }),
    );
  return clicks;
}

try {
  const result = await measureFirstTap(browser, `${baseURL}/`, tries);
  console.log(
    `First tap on / (menu, phone, slow 4G, CPU 4×, tapped 300 ms after it is painted): ${result.lost} of ${result.tries} taps lost, median ${result.medianMs.toFixed(0)} ms to reachable menu links (target 0 lost, 100 ms)`,
  );
  console.log(`Each tap not lost: ${result.times.map((ms) => ms.toFixed(0)).join(', ')} ms`);

  const links: BenchResults['first-tap']['links'] = [];
  for (const returning of [false, true]) {
    const clicks = await earlyLinks(browser, returning);
    console.log(
      `\nLinks clicked as soon as they are there, CPU 6×, 390 px, ${returning ? 'return visits' : 'first visits, empty cache'} (target 0 lost):`,
    );
    for (const [from, list] of clicks) {
      const lost = list.filter((click) => !click.reached);
      links.push({
        returning,
        from,
        clicks: list.length,
        lost: lost.length,
        beforeApp: list.filter((click) => !click.appStarted).length,
      });
      console.log(
        `${from}: ${lost.length} of ${list.length} lost; clicks before the app started ${list.filter((click) => !click.appStarted).length}; clicked at ${list.map((click) => click.clickedAtMs).join(', ')} ms${lost.length ? `; left on ${lost.map((click) => click.url).join(', ')}` : ''}`,
      );
    }
  }
  // Only the figures of a site started here: another server's would not be this commit's.
  if (server) bench.write({ tap: result, cpuSlowdown: EARLY_CPU_SLOWDOWN, links });
} finally {
  await browser.close();
  await server?.stop();
}
