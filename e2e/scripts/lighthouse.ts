// `pnpm bench` (web part): Lighthouse in its default mobile preset (emulated mid-range
// phone, simulated slow 4G) on every public page of the built site, then on the blog's pages
// once more with the blog deployed on a host of its own, plus the JavaScript each page
// downloads on a first visit and the first tap on /. Prints a table and writes
// benchmarks/lighthouse.json (BENCHMARKS.md is generated from it).
//
//   pnpm --filter e2e bench                  every public page
//   pnpm --filter e2e bench / /tarifs        only these pages
//   RUNS=5 pnpm --filter e2e bench           runs per page (default 3)
//
// Each page is audited RUNS times and the run with the median performance score is kept, as
// Lighthouse's documentation advises ("Lighthouse variability"): on a small shared machine one
// run can catch a busy moment and its blocking time doubles.
//
// Lighthouse 12.8 (13 needs Node 22) drives Debian's Chromium (support/lighthouse.ts).
//
// Lighthouse reaches the pages as visitors do in production: through HTTPS and HTTP/2, a front
// on loopback standing for the proxy that ends TLS (support/https-front.ts, docs/deploy.md).
// HTTPS_FRONT=0 audits the server's own HTTP/1.1 instead, as the figures before 26 November.
import { availableParallelism, cpus } from 'node:os';
import { chromium } from '@playwright/test';
import { startBench } from '../../tooling/benchmarks/record';
import { kb, measureRoute } from '../support/bytes';
import { type FirstTapResult, measureFirstTap } from '../support/first-tap';
import { type HttpsFront, loopbackCertificate, startHttpsFront } from '../support/https-front';
import { type CATEGORIES, type LighthouseResult, scoreOf, startLighthouse } from '../support/lighthouse';
import { publicPages } from '../support/pages';
import { chromiumLaunchOptions, startSiteServer } from '../support/server';
import { publishRemote } from '../support/static-host';

interface Row {
  path: string;
  /** Where the page's remote is served from: this server, or a host of its own. */
  elsewhere: boolean;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Largest Contentful Paint, milliseconds (simulated mobile). */
  lcpMs: number;
  cls: number;
  /** Total Blocking Time, milliseconds. */
  tbtMs: number;
  /** JavaScript downloaded on a first visit, gzip bytes, bytes on the wire and number of files. */
  scriptGzip: number;
  /** Of which the scripts the page names, that start the app (support/bytes.ts), on the wire. */
  startWire: number;
  scriptWire: number;
  scriptFiles: number;
  /** Audits that did not pass, to know what to fix. */
  failing: string[];
}

const only = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const pages = only.length ? publicPages.filter((page) => only.includes(page.path)) : publicPages;
const runs = Math.max(1, Number(process.env.RUNS ?? 3));
const bench = startBench('lighthouse', `pnpm --filter e2e bench${only.map((path) => ` ${path}`).join('')}`);

const tls = process.env.HTTPS_FRONT === '0' ? null : loopbackCertificate();
const fronts: HttpsFront[] = [];
/** The origin visitors reach for `url`: its HTTPS front, or itself with HTTPS_FRONT=0. */
async function visited(url: string) {
  if (!tls) return url;
  const front = await startHttpsFront(url, tls);
  fronts.push(front);
  return front.url;
}

const server = await startSiteServer({});
// The blog as a team deploys it on its own: its dist/ on another host, the site told its manifest
// URL. The server fetches that manifest and the blog's server code itself, through the front too.
const blogHost = await publishRemote('blog');
const blogElsewhere = await startSiteServer({
  REMOTE_BLOG_URL: `${await visited(blogHost.url)}/mf-manifest.json`,
  ...(tls && { NODE_EXTRA_CA_CERTS: tls.file }),
});
const siteOrigin = await visited(server.url);
const blogElsewhereOrigin = await visited(blogElsewhere.url);
const audited = [
  ...pages.map((page) => ({ ...page, origin: siteOrigin, direct: server.url, elsewhere: false })),
  ...pages
    .filter((page) => page.remote === 'blog')
    .map((page) => ({ ...page, origin: blogElsewhereOrigin, direct: blogElsewhere.url, elsewhere: true })),
];
const lighthouse = await startLighthouse(tls ? ['--ignore-certificate-errors'] : []);
// It trusts the fronts too: the blog served elsewhere has its chunks behind one.
const browser = await chromium.launch({
  ...chromiumLaunchOptions,
  args: [...chromiumLaunchOptions.args, ...(tls ? ['--ignore-certificate-errors'] : [])],
});
const rows: Row[] = [];
// Lighthouse's reading of this host's CPU (docs/throttling.md, "Benchmarking CPU Power"): its 4×
// slowdown stands for a mid-tier phone only on a host of the high-end desktop class (1500–2000+).
const benchmarkIndexes: number[] = [];

/** A fresh page on a phone: its viewport and touch, the CPU 4× slower. */
async function phonePage() {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page };
}

/**
 * When / answers on a phone (CPU 4×): milliseconds from the navigation to React holding the
 * header's first button, then the screen's heading (React marks each element it hydrated). The
 * header comes with the scripts the page names, the screen with the federation runtime and its
 * remote: its server HTML is there meanwhile. Median of 5 for each. A string, not a function:
 * the TypeScript loader would add helpers the page does not have.
 *
 * The same loads give the main thread as the browser reports it (long tasks): the longest task
 * from the navigation until half a second after the screen is hydrated, which a tap landing in
 * it waits for, and the blocking time after the first paint (each long task's part over 50 ms,
 * as Lighthouse counts it, but measured, not simulated).
 */
async function hydrationMs(): Promise<{
  header: number;
  screen: number;
  longestTask: number;
  blocking: number;
}> {
  const header: number[] = [];
  const screen: number[] = [];
  const longest: number[] = [];
  const blocking: number[] = [];
  for (let run = 0; run < 5; run++) {
    const { context, page } = await phonePage();
    await page.addInitScript(`
      window.longTasks = [];
      new PerformanceObserver((list) => {
        for (const task of list.getEntries()) window.longTasks.push([task.startTime, task.duration]);
      }).observe({ type: 'longtask', buffered: true });
      window.hydratedAt = {};
      const held = (element) => !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
      const poll = () => {
        if (!window.hydratedAt.header && held(document.querySelector('header button'))) window.hydratedAt.header = performance.now();
        if (!window.hydratedAt.screen && held(document.querySelector('main h1'))) window.hydratedAt.screen = performance.now();
        if (!window.hydratedAt.header || !window.hydratedAt.screen) setTimeout(poll, 5);
      };
      poll();
    `);
    await page.goto(`${server.url}/`);
    await page.waitForFunction(() => {
      const at = (window as unknown as { hydratedAt: { header?: number; screen?: number } }).hydratedAt;
      return at.header !== undefined && at.screen !== undefined;
    });
    const at = await page.evaluate(
      () => (window as unknown as { hydratedAt: { header: number; screen: number } }).hydratedAt,
    );
    header.push(at.header);
    screen.push(at.screen);
    await page.waitForTimeout(500);
    const main = await page.evaluate(() => ({
      tasks: (window as unknown as { longTasks: [number, number][] }).longTasks,
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    }));
    longest.push(Math.max(0, ...main.tasks.map(([, duration]) => duration)));
    blocking.push(
      main.tasks.reduce(
        (total, [start, duration]) =>
          total + Math.max(0, start + duration - Math.max(start, main.firstPaint) - 50),
        0,
      ),
    );
    await context.close();
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[2] ?? Number.NaN;
  return {
    header: median(header),
    screen: median(screen),
    longestTask: median(longest),
    blocking: median(blocking),
  };
}

let firstTap: FirstTapResult = { times: [], tries: 0, lost: 0, medianMs: Number.NaN };
let hydrated = { header: Number.NaN, screen: Number.NaN, longestTask: Number.NaN, blocking: Number.NaN };
try {
  firstTap = await measureFirstTap(browser, `${server.url}/`);
  hydrated = await hydrationMs();
  for (const { path, origin, direct, elsewhere } of audited) {
    const results: LighthouseResult[] = [];
    for (let run = 0; run < runs; run++) results.push(await lighthouse.audit(`${origin}${path}`));
    benchmarkIndexes.push(...results.map((lhr) => lhr.environment.benchmarkIndex));
    const performanceOf = (lhr: (typeof results)[number]) => lhr.categories.performance?.score ?? 0;
    results.sort((a, b) => performanceOf(a) - performanceOf(b));
    const median = results[Math.floor(results.length / 2)];
    if (!median) throw new Error(`No Lighthouse result for ${path}`);
    const { categories, audits } = median;
    const score = (id: (typeof CATEGORIES)[number]) => scoreOf(median, id);
    // The bytes are the same either way; the Playwright browser reads them from the server itself.
    const bytes = await measureRoute(browser, direct, path);
    rows.push({
      path,
      elsewhere,
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      scriptGzip: bytes.scriptGzip,
      scriptWire: bytes.scriptWire,
      startWire: bytes.startWire,
      scriptFiles: bytes.scripts.length,
      failing: Object.values(categories)
        .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0))
        .map((ref) => audits[ref.id])
        .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
        .map((audit) => audit?.id ?? ''),
    });
    process.stdout.write('.');
  }
} finally {
  await browser.close();
  lighthouse.close();
  for (const front of fronts) await front.close();
  await server.stop();
  await blogElsewhere.stop();
  await blogHost.close();
}

const benchmarkIndex = [...benchmarkIndexes].sort((a, b) => a - b)[Math.floor(benchmarkIndexes.length / 2)];
const protocol = tls ? 'HTTPS and HTTP/2 (loopback front)' : 'HTTP/1.1 (the server itself)';
const machine = `${cpus()[0]?.model ?? 'CPU'} × ${availableParallelism()}, Node ${process.versions.node}, Lighthouse benchmarkIndex ${benchmarkIndex} (median), pages over ${protocol}`;
const table = [
  '| Page | Perf. | Access. | Best pr. | SEO | LCP | CLS | TBT | JS start (wire) | JS (wire) | JS (gzip) |',
  '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...rows.map(
    (r) =>
      `| \`${r.path}\`${r.elsewhere ? ' (remote on another host)' : ''} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${(r.lcpMs / 1000).toFixed(1)} s | ${r.cls} | ${r.tbtMs} ms | ${kb(r.startWire)} | ${kb(r.scriptWire)} | ${kb(r.scriptGzip)} (${r.scriptFiles}) |`,
  ),
].join('\n');
console.log(
  `\n\nLighthouse 12.8 mobile, median of ${runs} runs, ${new Date().toISOString().slice(0, 10)}, ${machine}\n\n${table}`,
);
for (const r of rows.filter((row) => row.failing.length)) {
  console.log(`${r.path}${r.elsewhere ? ' (elsewhere)' : ''}: ${r.failing.join(', ')}`);
}
console.log(
  `\nFirst tap on / (menu, phone, slow 4G, CPU 4×, tapped 300 ms after it is painted): ${firstTap.lost} of ${firstTap.tries} taps lost, median ${firstTap.medianMs.toFixed(0)} ms to reachable menu links (target 0 lost, 100 ms)`,
);
console.log(
  `Hydrated on / (phone, CPU 4×, median of 5): header ${hydrated.header.toFixed(0)} ms, screen ${hydrated.screen.toFixed(0)} ms after the navigation`,
);
console.log(
  `Main thread on / until hydrated (phone, CPU 4×, measured, median of 5): longest task ${hydrated.longestTask.toFixed(0)} ms, blocking time after the first paint ${hydrated.blocking.toFixed(0)} ms`,
);
const home = rows.find((row) => row.path === '/' && !row.elsewhere);
if (home) {
  console.log(`Script to start the app on / (on the wire): ${kb(home.startWire)} (target 100 KB)`);
  console.log(
    `Script of the whole first visit to / (on the wire): ${kb(home.scriptWire)}, ${home.scriptFiles} files`,
  );
}

bench.write({
  runs,
  protocol,
  benchmarkIndex: benchmarkIndex ?? 0,
  rows,
  firstTap,
  hydratedMs: hydrated,
});
