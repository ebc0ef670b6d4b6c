// `pnpm --filter e2e bench:tap`: the phone's first tap alone, without Lighthouse (support/first-tap.ts).
// `/` on slow 4G with the CPU 4× slower, the menu tapped 300 ms after it is painted, 5 visits:
// the taps lost, and the median from the pointerdown to the first frame with reachable menu links.
//
//   pnpm --filter e2e bench:tap                          the built site, on a server of its own
//   BASE_URL=http://127.0.0.1:4000 pnpm --filter e2e bench:tap   a server already running
//   TRIES=9 pnpm --filter e2e bench:tap                  more visits
import { chromium } from '@playwright/test';
import { measureFirstTap } from '../support/first-tap';
import { chromiumLaunchOptions, type RunningServer, startSiteServer } from '../support/server';

const tries = Math.max(1, Number(process.env.TRIES ?? 5));
const server: RunningServer | undefined = process.env.BASE_URL ? undefined : await startSiteServer({});
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const result = await measureFirstTap(browser, `${process.env.BASE_URL ?? server?.url}/`, tries);
  console.log(
    `First tap on / (menu, phone, slow 4G, CPU 4×, tapped 300 ms after it is painted): ${result.lost} of ${result.tries} taps lost, median ${result.medianMs.toFixed(0)} ms to reachable menu links (target 0 lost, 100 ms)`,
  );
  console.log(`Each tap not lost: ${result.times.map((ms) => ms.toFixed(0)).join(', ')} ms`);
} finally {
  await browser.close();
  await server?.stop();
}
