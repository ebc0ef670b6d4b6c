// `pnpm bench` (photo queue part): the public pages' Lighthouse scores while the server's photo
// queue processes 20 photos of 24 megapixels, as the issue asks. The server is started as for the
// e2e suite, an administrator uploads the photos through the API, and each page is audited once
// while the queue is still at work (a page audited after it finished is marked so). The queue's
// throughput itself is `pnpm --filter @lapm/server bench:photos`. The figures go to
// benchmarks/lighthouse-busy.json (BENCHMARKS.md is generated from it).
//
//   pnpm --filter e2e bench:busy                 /, /tarifs, /portfolio, /blog and an article
//   pnpm --filter e2e bench:busy / /blog         only these pages
import { blogArticlePath, blogArticleSlugs, PHOTO_NAME_HEADER, paths } from '@lapm/contracts';
import { CAMERA_HEIGHT, CAMERA_WIDTH, cameraPhoto } from '../../packages/server/scripts/camera-photo';
import { startBench } from '../../tooling/benchmarks/record';
import type { BenchResults } from '../../tooling/benchmarks/results';
import { adminApi, e2eAdmin } from '../support/accounts';
import { loopbackCertificate, startHttpsFront } from '../support/https-front';
import { scoreOf, startLighthouse } from '../support/lighthouse';
import { startSiteServer } from '../support/server';

const PHOTOS = 20;
const only = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const pages = only.length
  ? only
  : [paths.home, paths.prices, paths.portfolio, paths.blog, blogArticlePath(blogArticleSlugs[0])];
const bench = startBench(
  'lighthouse-busy',
  `pnpm --filter e2e bench:busy${only.map((path) => ` ${path}`).join('')}`,
);

console.log(`Génération de ${PHOTOS} photos de ${CAMERA_WIDTH}×${CAMERA_HEIGHT}...`);
const files: Buffer[] = [];
for (let i = 0; i < PHOTOS; i++) files.push(await cameraPhoto(i + 1));

const server = await startSiteServer({
  ADMIN_EMAIL: e2eAdmin.email,
  ADMIN_PASSWORD: e2eAdmin.password,
  RATE_LIMITS: 'off',
  PHOTO_QUEUE_INTERVAL_MS: '500',
});
// Through HTTPS and HTTP/2, as `pnpm --filter e2e bench` (support/https-front.ts).
const front = await startHttpsFront(server.url, loopbackCertificate());
const lighthouse = await startLighthouse(['--ignore-certificate-errors']);
const api = await adminApi(server.url);

/** Photos not yet ready (or failed): 0 once the queue has nothing left. */
async function waiting(): Promise<number> {
  const response = await api.get('/api/photos');
  const { data } = (await response.json()) as { data: { status: string }[] };
  return data.filter((photo) => photo.status === 'pending' || photo.status === 'processing').length;
}

const rows: string[] = [];
const figures: BenchResults['lighthouse-busy']['rows'] = [];
try {
  const started = performance.now();
  for (const [i, file] of files.entries()) {
    const response = await api.post('/api/photos', {
      headers: { 'content-type': 'application/octet-stream', [PHOTO_NAME_HEADER]: `banc-${i + 1}.jpg` },
      data: file,
    });
    if (response.status() !== 202)
      throw new Error(`upload ${i + 1}: ${response.status()} ${await response.text()}`);
  }
  console.log(`${PHOTOS} photos envoyées en ${((performance.now() - started) / 1000).toFixed(1)} s.`);

  for (const path of pages) {
    const before = await waiting();
    const lhr = await lighthouse.audit(`${front.url}${path}`);
    const after = await waiting();
    const lcp = (lhr.audits['largest-contentful-paint']?.numericValue ?? 0) / 1000;
    const tbt = Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0);
    figures.push({
      path,
      performance: scoreOf(lhr, 'performance'),
      accessibility: scoreOf(lhr, 'accessibility'),
      bestPractices: scoreOf(lhr, 'best-practices'),
      seo: scoreOf(lhr, 'seo'),
      lcpMs: Math.round(lcp * 1000),
      tbtMs: tbt,
      cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      waitingBefore: before,
      waitingAfter: after,
    });
    const queue = after > 0 ? `${before} → ${after}` : `${before} → 0 (file terminée pendant l’audit)`;
    rows.push(
      `| \`${path}\` | ${scoreOf(lhr, 'performance')} | ${scoreOf(lhr, 'accessibility')} | ${scoreOf(lhr, 'best-practices')} | ${scoreOf(lhr, 'seo')} | ${lcp.toFixed(1)} s | ${tbt} ms | ${queue} |`,
    );
    process.stdout.write('.');
  }
  while ((await waiting()) > 0) await new Promise((resolve) => setTimeout(resolve, 1000));
  const minutes = (performance.now() - started) / 60_000;
  console.log(
    `\n\nLighthouse 12.8 mobile, une mesure par page pendant le traitement de ${PHOTOS} photos de 24 Mpx ` +
      `(${(PHOTOS / minutes).toFixed(1)} photos par minute sur ce passage)\n`,
  );
  console.log(
    [
      '| Page | Perf. | Access. | Best pr. | SEO | LCP | TBT | Photos en attente (avant → après) |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
      ...rows,
    ].join('\n'),
  );
  bench.write({ photos: PHOTOS, photosPerMinute: PHOTOS / minutes, rows: figures });
} finally {
  await api.dispose();
  lighthouse.close();
  await front.close();
  await server.stop();
}
