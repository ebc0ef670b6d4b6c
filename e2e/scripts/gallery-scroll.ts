// `pnpm --filter e2e bench:scroll`: a client's gallery of 500 photos scrolled on a phone.
// 390×844 at 3×, CPU 4× slower (CDP), the grid scrolled top to bottom at a steady 1.5 px/ms (a
// quick flick), each time on a page of its own:
// - as a finger or a wheel scrolls it, by the browser's compositor: the frames the visitor sees,
//   read from the browser's frame reporter, with the frames that showed blank tiles; once more at
//   5 px/ms, a hard throw;
// - by a script setting `scrollTop` every frame, each frame timed in the page (requestAnimationFrame
//   deltas) with the long animation frames: every frame then waits for the main thread and the
//   drawing of the new rows, a harder case than any visitor's gesture.
// Then both again over a blank page of the same height, the machine's own floor. Target: no frame
// over 50 ms.
//
//   pnpm --filter e2e bench:scroll                 the built site, on a server of its own
//   PHOTOS=100 pnpm --filter e2e bench:scroll      fewer photos (a quicker run)
//
// The figures go to benchmarks/gallery-scroll.json (BENCHMARKS.md is generated from it).
import { galleryPath } from '@lapm/contracts';
import { chromium, type Page } from '@playwright/test';
import { startBench } from '../../tooling/benchmarks/record';
import type { BenchResults } from '../../tooling/benchmarks/results';
import { chromiumLaunchOptions } from '../support/server';
import { compositorScroll } from './compositor-scroll';
import { seedGallery, startGalleryServer } from './gallery-seed';

const count = Math.max(1, Number(process.env.PHOTOS ?? 500));
const SCROLL_PX_PER_MS = 1.5;
const THROW_PX_PER_MS = 5;
const bench = startBench('gallery-scroll', 'pnpm --filter e2e bench:scroll');

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/**
 * Scrolls the page from top to bottom at SCROLL_PX_PER_MS, one step a frame, and gives each
 * frame's duration (requestAnimationFrame deltas) and the long animation frames reported meanwhile.
 */
function scriptedScroll(page: Page) {
  return page.evaluate(
    (speed) =>
      new Promise<{
        frames: number[];
        longFrames: number[];
        split: { scripts: number; render: number; callbacks: number };
        distance: number;
      }>((resolve) => {
        const longFrames: number[] = [];
        // Where the long frames' time went: scripts, then style, layout and paint, then the frame's callbacks.
        const split = { scripts: 0, render: 0, callbacks: 0 };
        let observer: PerformanceObserver | undefined;
        if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) {
          observer = new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              renderStart: number;
              styleAndLayoutStart: number;
              scripts: { duration: number }[];
            })[]) {
              longFrames.push(entry.duration);
              const end = entry.startTime + entry.duration;
              split.scripts += entry.scripts.reduce((sum, script) => sum + script.duration, 0);
              if (entry.styleAndLayoutStart > 0) split.render += end - entry.styleAndLayoutStart;
              if (entry.renderStart > 0) split.callbacks += entry.styleAndLayoutStart - entry.renderStart;
            }
          });
          observer.observe({ type: 'long-animation-frame' });
        }
        const scroller = document.scrollingElement ?? document.documentElement;
        scroller.scrollTop = 0;
        const end = scroller.scrollHeight - innerHeight;
        const frames: number[] = [];
        let start = 0;
        let last = 0;
        const step = (now: number) => {
          if (start === 0) start = now;
          else frames.push(now - last);
          last = now;
          const top = Math.min(end, (now - start) * speed);
          scroller.scrollTop = top;
          if (top < end) requestAnimationFrame(step);
          else
            setTimeout(() => {
              observer?.disconnect();
              resolve({ frames, longFrames, split, distance: end });
            }, 500);
        };
        requestAnimationFrame(step);
      }),
    SCROLL_PX_PER_MS,
  );
}

type Run = BenchResults['gallery-scroll']['runs'][number];

function summary(label: string, frames: number[], extra: Partial<Run>): Run {
  const sorted = [...frames].sort((a, b) => a - b);
  return {
    label,
    frames: sorted.length,
    maxMs: Math.round(sorted.at(-1) ?? 0),
    p95Ms: Math.round(percentile(sorted, 95)),
    over50: sorted.filter((ms) => ms > 50).length,
    ...extra,
  };
}

const server = await startGalleryServer();
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const url = server.url;
  // The same album as bench:gallery-first (its cover chosen, as a séance's is): with
  // GALLERY_DATA_DIR set, 500 photos are uploaded and processed once for both benches.
  const { albumId, client, processedSeconds } = await seedGallery(url, count, 'banc-premier-ecran', true);

  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  const login = await context.request.post(`${url}/api/login`, {
    data: { email: client.email, password: client.password },
    headers: { Origin: url },
  });
  const token = ((await login.json()) as { jwtTokenClientLAPM: string }).jwtTokenClientLAPM;
  // Each gallery scroll on a page of its own: a scroll after another would find the thumbnails
  // already decoded.
  const open = async () => {
    const page = await context.newPage();
    await page.goto(`${url}/`);
    await page.evaluate((value) => localStorage.setItem('jwtTokenClientLAPM', value), token);
    await page.goto(`${url}${galleryPath(albumId)}`);
    await page
      .getByRole('list', { name: 'Photos de la séance' })
      .getByRole('listitem')
      .nth(count - 1)
      .waitFor({ state: 'attached', timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    // tsx names the functions it compiles through a `__name` helper the page does not have.
    await page.evaluate('window.__name = (fn) => fn');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    return { page, cdp };
  };
  let opened = await open();
  const scripted = await scriptedScroll(opened.page);
  await opened.page.close();
  opened = await open();
  const thrown = await compositorScroll(browser, opened.page, opened.cdp, THROW_PX_PER_MS);
  await opened.page.close();
  const { page, cdp } = await open();
  const thumb = await compositorScroll(browser, page, cdp, SCROLL_PX_PER_MS);
  // The floor: the same scrolls over a blank page of the same height, on the same loaded machine.
  await page.evaluate((height) => {
    document.body.innerHTML = `<div style="height:${height}px"></div>`;
  }, scripted.distance + 844);
  const floorThumb = await compositorScroll(browser, page, cdp, SCROLL_PX_PER_MS);
  const floorScripted = await scriptedScroll(page);
  const runs = [
    summary(`Galerie de ${count} photos, au doigt (compositeur)`, thumb.frames, {
      incompleteFrames: thumb.incomplete,
    }),
    summary(`Galerie de ${count} photos, au doigt, lancé à ${THROW_PX_PER_MS} px/ms`, thrown.frames, {
      incompleteFrames: thrown.incomplete,
    }),
    summary('Plancher, au doigt', floorThumb.frames, { incompleteFrames: floorThumb.incomplete }),
    summary(`Galerie de ${count} photos, scripté (scrollTop à chaque frame)`, scripted.frames, {
      longAnimationFrames: scripted.longFrames.length,
    }),
    summary('Plancher, scripté', floorScripted.frames, {
      longAnimationFrames: floorScripted.longFrames.length,
    }),
  ];
  for (const [label, run] of [
    ['galerie', scripted],
    ['plancher', floorScripted],
  ] as const)
    console.log(
      `Frames longues du défilement scripté (${label}) : scripts ${run.split.scripts.toFixed(0)} ms, styles, mise en page et peinture ${run.split.render.toFixed(0)} ms, rappels de frame (rAF, observateurs) ${run.split.callbacks.toFixed(0)} ms`,
    );
  for (const run of runs)
    console.log(
      `${run.label} (390 px, 3×, CPU 4×, ${(thumb.distance / 1000).toFixed(1)} k px) : ${run.frames} images, max ${run.maxMs} ms, p95 ${run.p95Ms} ms, ${run.over50} au-delà de 50 ms (cible 0)${run.incompleteFrames === undefined ? '' : `, ${run.incompleteFrames} incomplètes`}`,
    );
  await context.close();
  bench.write({ photos: count, processedSeconds, pxPerMs: SCROLL_PX_PER_MS, runs });
} finally {
  await browser.close();
  await server.stop();
}
