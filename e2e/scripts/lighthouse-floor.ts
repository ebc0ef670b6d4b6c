// `pnpm bench` (floor part): Lighthouse mobile on `/`, `/tarifs`, `/portfolio` and an article,
// each as served and as its floor: the same HTML from the same origin with its scripts removed,
// so the same stylesheets, images and typefaces, and no app. Lighthouse's scores move with this
// shared machine's load from one hour to the next; the floor, measured in the same minutes, is
// what the machine allows a page without scripts, and the page is judged against it.
//
//   pnpm --filter e2e bench:floor            the four pages
//   pnpm --filter e2e bench:floor /tarifs    only these pages
//   RUNS=5 pnpm --filter e2e bench:floor     runs of each (default 3)
//
// Runs alternate (page, floor, page, floor…) so that both catch the same moments of load; each
// figure is the median of its runs. Targets: LCP within 10 % + 100 ms of the floor's, Performance
// within 3 points of it, Accessibility, Best Practices and SEO at 100, CLS 0. It prints OK or NOK
// for each page and exits 0 whatever the figures: it measures, it does not gate. The figures go to
// benchmarks/floor.json (BENCHMARKS.md is generated from it).
//
// Pages are reached as in `pnpm --filter e2e bench`: through HTTPS and HTTP/2 (support/https-front.ts),
// here with the floor's proxy between the front and the server, for the page and its floor alike.
import { existsSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import { availableParallelism, cpus, loadavg } from 'node:os';
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  deflateSync,
  gunzipSync,
  gzipSync,
  inflateSync,
} from 'node:zlib';
import { blogArticlePath, paths } from '@lapm/contracts';
import { startBench } from '../../tooling/benchmarks/record';
import type { LighthouseFigures } from '../../tooling/benchmarks/results';
import { forwarded, loopbackCertificate, startHttpsFront } from '../support/https-front';
import { type LighthouseResult, scoreOf, startLighthouse } from '../support/lighthouse';
import { chromiumLaunchOptions, listenOnLoopback, startSiteServer } from '../support/server';

const chromiumPath = process.env.CHROME_PATH ?? chromiumLaunchOptions.executablePath;
if (!existsSync(chromiumPath)) {
  console.log(`Chromium introuvable (${chromiumPath}) : mesure du plancher sans scripts ignorée.`);
  process.exit(0);
}

/** The query parameter asking the proxy for the floor; the server never sees it. */
const FLOOR = 'sans-scripts';
const runs = Math.max(1, Number(process.env.RUNS ?? 3));
const only = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const bench = startBench('floor', `pnpm --filter e2e bench:floor${only.map((path) => ` ${path}`).join('')}`);

/**
 * Every `<script>` element but the JSON data the page carries (`type="application/json"`),
 * which runs nothing. Its content too: the element ends at the first `</script`.
 */
const SCRIPT = /<script\b(?![^>]*\btype=["']?application\/json["'\s>])[^>]*>[\s\S]*?<\/script\s*>/gi;

const decoders: Record<string, (body: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
  deflate: inflateSync,
};
// As compact as the server's own copy of a page kept for every visitor (packages/server, static.ts).
const encoders: Record<string, (body: Buffer) => Buffer> = {
  br: (body) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gzip: (body) => gzipSync(body, { level: 9 }),
  deflate: (body) => deflateSync(body, { level: 9 }),
};

const read = async (stream: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/**
 * A loopback proxy to the server: everything passes as it is, except a page asked with
 * `?sans-scripts`, whose HTML comes back without its scripts, compressed again as it came.
 */
function startFloorProxy(upstream: string) {
  const target = new URL(upstream);
  const server = createServer((request, response) => {
    const address = new URL(request.url ?? '/', upstream);
    const floor = address.searchParams.has(FLOOR);
    address.searchParams.delete(FLOOR);
    const proxied = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: `${address.pathname}${address.search}`,
        headers: { ...forwarded(request.headers), host: target.host },
      },
      (answer) => {
        const headers = forwarded(answer.headers);
        if (!floor || !String(answer.headers['content-type']).startsWith('text/html')) {
          response.writeHead(answer.statusCode ?? 502, headers);
          answer.pipe(response);
          return;
        }
        const encoding = String(answer.headers['content-encoding'] ?? '');
        read(answer).then(
          (body) => {
            const html = (decoders[encoding]?.(body) ?? body).toString('utf8');
            const stripped = Buffer.from(html.replace(SCRIPT, ''), 'utf8');
            const sent = encoders[encoding]?.(stripped) ?? stripped;
            delete headers.etag;
            response.writeHead(answer.statusCode ?? 502, { ...headers, 'content-length': sent.length });
            response.end(sent);
          },
          () => response.destroy(),
        );
      },
    );
    proxied.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(proxied);
  });
  return listenOnLoopback(server).then((port) => ({
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((closed) => server.close(() => closed())),
  }));
}

const figuresOf = (lhr: LighthouseResult): LighthouseFigures => ({
  performance: scoreOf(lhr, 'performance'),
  accessibility: scoreOf(lhr, 'accessibility'),
  bestPractices: scoreOf(lhr, 'best-practices'),
  seo: scoreOf(lhr, 'seo'),
  lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
  tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
  cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
});

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** Each figure's own median over the runs. */
const medianFigures = (all: LighthouseFigures[]) =>
  Object.fromEntries(
    (Object.keys(all[0] ?? {}) as (keyof LighthouseFigures)[]).map((key) => [
      key,
      median(all.map((f) => f[key])),
    ]),
  ) as unknown as LighthouseFigures;

/** The issue's targets for a page against its floor: what is missed, empty when all are met. */
function missed(page: LighthouseFigures, floor: LighthouseFigures): string[] {
  const misses: string[] = [];
  const lcpLimit = floor.lcpMs * 1.1 + 100;
  if (page.lcpMs > lcpLimit) misses.push(`LCP ${page.lcpMs} > ${Math.round(lcpLimit)} ms`);
  if (page.performance < floor.performance - 3)
    misses.push(`Perf. ${page.performance} < ${floor.performance - 3}`);
  for (const [name, score] of [
    ['Access.', page.accessibility],
    ['Best pr.', page.bestPractices],
    ['SEO', page.seo],
  ] as const)
    if (score < 100) misses.push(`${name} ${score}`);
  if (page.cls > 0) misses.push(`CLS ${page.cls}`);
  return misses;
}

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const loadBefore = load();

const tls = loopbackCertificate();
const server = await startSiteServer({});
const proxy = await startFloorProxy(server.url);
const front = await startHttpsFront(proxy.url, tls);
const lighthouse = await startLighthouse(['--ignore-certificate-errors']);

interface Row {
  path: string;
  page: LighthouseFigures;
  floor: LighthouseFigures;
  scriptsRemoved: number;
  misses: string[];
}
const rows: Row[] = [];
const benchmarkIndexes: number[] = [];
try {
  // An article the blog lists, as a visitor finds it.
  const blogList = await (await fetch(`${server.url}${paths.blog}`)).text();
  const slug = blogList.match(/href="\/blog\/([^"#?/]+)/)?.[1];
  if (!slug) throw new Error(`No article linked from ${paths.blog}`);
  const all = [paths.home, paths.prices, paths.portfolio, blogArticlePath(slug)];
  const pages = only.length ? all.filter((path) => only.includes(path)) : all;

  for (const path of pages) {
    // The floor as the proxy serves it (compressed, as fetch asks, then decoded): no script left.
    const scripts = async (url: string) => (await (await fetch(url)).text()).match(SCRIPT)?.length ?? 0;
    const scriptsRemoved = await scripts(`${proxy.url}${path}`);
    if (!scriptsRemoved || (await scripts(`${proxy.url}${path}?${FLOOR}`)))
      throw new Error(`${path}: the floor is not the page without its scripts`);
    const page: LighthouseFigures[] = [];
    const floor: LighthouseFigures[] = [];
    for (let run = 0; run < runs; run++) {
      for (const [url, figures] of [
        [`${front.url}${path}`, page],
        [`${front.url}${path}?${FLOOR}`, floor],
      ] as const) {
        const lhr = await lighthouse.audit(url);
        benchmarkIndexes.push(lhr.environment.benchmarkIndex);
        figures.push(figuresOf(lhr));
        process.stdout.write('.');
      }
    }
    const row = { path, page: medianFigures(page), floor: medianFigures(floor), scriptsRemoved };
    rows.push({ ...row, misses: missed(row.page, row.floor) });
  }
} finally {
  lighthouse.close();
  await front.close();
  await proxy.close();
  await server.stop();
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2).replace('.', ',')} s`;
const both = (page: string | number, floor: string | number) => `${page} / ${floor}`;
const machine = `${cpus()[0]?.model ?? 'CPU'} × ${availableParallelism()}, Node ${process.versions.node}, benchmarkIndex médian ${Math.round(median(benchmarkIndexes))}, charge ${loadBefore} au départ, ${load()} à la fin`;
const table = [
  '| Page | Perf. | LCP | TBT | CLS | Access. / Best pr. / SEO | Cibles |',
  '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
  ...rows.map(
    ({ path, page, floor, misses }) =>
      `| \`${path}\` | ${both(page.performance, floor.performance)} | ${both(seconds(page.lcpMs), seconds(floor.lcpMs))} | ${both(page.tbtMs, floor.tbtMs)} ms | ${both(page.cls, floor.cls)} | ${both(`${page.accessibility}/${page.bestPractices}/${page.seo}`, `${floor.accessibility}/${floor.bestPractices}/${floor.seo}`)} | ${misses.length ? `NOK : ${misses.join(', ')}` : 'OK'} |`,
  ),
].join('\n');
console.log(
  `\n\nLighthouse 12.8 mobile, page / plancher sans scripts, médiane de ${runs} passages en alternance, ${new Date().toISOString().slice(0, 10)}, ${machine}\n\n${table}\n`,
);
for (const { path, misses } of rows) console.log(`${misses.length ? 'NOK' : 'OK '} ${path}`);

bench.write({
  runs,
  benchmarkIndex: Math.round(median(benchmarkIndexes)),
  rows: rows.map(({ path, page, floor, misses }) => ({ path, page, floor, misses })),
});
