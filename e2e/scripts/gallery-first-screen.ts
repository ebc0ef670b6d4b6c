// `pnpm --filter e2e bench:gallery-first`: the first screen of a client's gallery of 500 photos,
// opened by its owner (logged in) on a phone over a slow 4G: 390×844, 400 kbit/s down, 400 ms
// round trip (CDP Network.emulateNetworkConditions), CPU 4× slower. Measured: the time from the
// navigation to the cover painted, the cover's own largest-contentful-paint entry (the page's
// largest image), each run in a fresh browser context (nothing cached). Target: 2.5 s.
//
//   pnpm --filter e2e bench:gallery-first              the built site, on a server of its own
//   PHOTOS=100 RUNS=1 pnpm --filter e2e bench:gallery-first   a quicker run
//
// The figures go to benchmarks/gallery-first-screen.json (BENCHMARKS.md is generated from it).
import { galleryPath } from '@lapm/contracts';
import { type Browser, chromium } from '@playwright/test';
import { startBench } from '../../tooling/benchmarks/record';
import { chromiumLaunchOptions } from '../support/server';
import { seedGallery, session, startGalleryServer } from './gallery-seed';
import { recordWaterfall, waterfallLines } from './waterfall';

const count = Math.max(1, Number(process.env.PHOTOS ?? 500));
const runs = Math.max(1, Number(process.env.RUNS ?? 3));
const network = { downKbps: 400, rttMs: 400, cpuSlowdown: 4, width: 390 };
const TARGET_MS = 2500;
const bench = startBench('gallery-first-screen', 'pnpm --filter e2e bench:gallery-first');

declare global {
  interface Window {
    __coverPaints?: number[];
  }
}

/** One visit in a fresh context: the owner's session cookie and token set, nothing cached. */
async function visit(
  browser: Browser,
  url: string,
  {
    albumId,
    client,
    coverId,
  }: { albumId: number; client: { email: string; password: string }; coverId?: string },
) {
  const context = await browser.newContext({
    viewport: { width: network.width, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const login = await context.request.post(`${url}/api/login`, {
      data: { email: client.email, password: client.password },
      headers: { Origin: url },
    });
    const token = ((await login.json()) as { jwtTokenClientLAPM: string }).jwtTokenClientLAPM;
    // The cover's entries by their image address: the app redraws the page, and an entry's
    // element is gone (null) once the server's image left the document.
    await context.addInitScript(
      ([value, cover]) => {
        localStorage.setItem('jwtTokenClientLAPM', value);
        window.__coverPaints = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { url?: string })[]) {
            if (entry.url?.includes(`/photos/${cover}/`)) window.__coverPaints?.push(entry.startTime);
          }
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      },
      [token, coverId ?? ''] as const,
    );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const waterfall = recordWaterfall(cdp);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: network.rttMs,
      downloadThroughput: (network.downKbps * 1000) / 8,
      uploadThroughput: (network.downKbps * 1000) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: network.cpuSlowdown });
    const response = await page.goto(`${url}${galleryPath(albumId)}`, {
      waitUntil: 'commit',
      timeout: 120_000,
    });
    const html = (await response?.text()) ?? '';
    await page.waitForFunction(() => (window.__coverPaints?.length ?? 0) > 0, undefined, {
      timeout: 120_000,
    });
    const coverMs = await page.evaluate(() => Math.min(...(window.__coverPaints ?? [])));
    const boot = /<script[^>]*id="boot-data"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    // What shared the line with the cover: the requests sent before it painted, once they end.
    await page.waitForTimeout(3000);
    const all = waterfall.until(Number.POSITIVE_INFINITY);
    const before = all.filter((entry) => entry.startMs <= coverMs);
    return {
      after: waterfall
        .sent()
        .filter((entry) => entry.startMs > coverMs)
        .slice(0, 8),
      coverMs,
      htmlBytes: Buffer.byteLength(html),
      bootDataBytes: Buffer.byteLength(boot),
      waterfall: before,
    };
  } finally {
    await context.close();
  }
}

const server = await startGalleryServer();
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const seeded = await seedGallery(server.url, count, 'banc-premier-ecran', true);
  // One page rendered before the runs: a server just started loads its screens' code at its first
  // render, and once fell back to the page the browser draws (20 s on this line). Measured is the
  // page a gallery's visitors get, not the server's first seconds.
  const owner = await session(server.url, seeded.client.email, seeded.client.password);
  const warm = await owner.get(galleryPath(seeded.albumId));
  console.log(
    `Page rendue une fois avant les essais : ${warm.status()}, ${((await warm.body()).length / 1024).toFixed(0)} Ko`,
  );
  await owner.dispose();
  const results: Awaited<ReturnType<typeof visit>>[] = [];
  for (let run = 0; run < runs; run++) {
    const result = await visit(browser, server.url, seeded);
    console.log(
      `Essai ${run + 1} : couverture peinte à ${(result.coverMs / 1000).toFixed(2)} s (page ${(result.htmlBytes / 1024).toFixed(0)} Ko, valeurs ${(result.bootDataBytes / 1024).toFixed(0)} Ko)`,
    );
    console.log(waterfallLines(result.waterfall).join('\n'));
    console.log(`  puis, après la couverture :\n${waterfallLines(result.after).join('\n')}`);
    results.push(result);
  }
  const coverMs = results.map((result) => Math.round(result.coverMs));
  const medianMs = [...coverMs].sort((a, b) => a - b)[Math.floor(coverMs.length / 2)] ?? 0;
  console.log(
    `Premier écran d'une galerie de ${count} photos, 4G lente, CPU 4×, 390 px : couverture à ${(medianMs / 1000).toFixed(2)} s (médiane de ${runs}), cible ${TARGET_MS / 1000} s : ${medianMs <= TARGET_MS ? 'atteinte' : 'MANQUÉE'}`,
  );
  bench.write({
    photos: count,
    network,
    coverMs,
    medianMs,
    targetMs: TARGET_MS,
    htmlBytes: results[0]?.htmlBytes ?? 0,
    bootDataBytes: results[0]?.bootDataBytes ?? 0,
    bytesBeforeCover: results[0]?.waterfall.reduce((sum, entry) => sum + entry.bytes, 0) ?? 0,
    waterfall: results[0]?.waterfall ?? [],
  });
} finally {
  await browser.close();
  await server.stop();
}
