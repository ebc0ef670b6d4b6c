/**
 * Bounded load test of the public pages rendered by the server (targets: ≥ 500 req/s,
 * p99 ≤ 200 ms at 50 connections on loopback). Starts the compiled server in a child process on a
 * fresh data folder and runs autocannon against one page of each kind, then the prices page with
 * query strings. Needs `pnpm build`. Writes benchmarks/pages.json (BENCHMARKS.md is generated from it).
 *
 *   pnpm --filter @lapm/server bench:pages
 *   pnpm --filter @lapm/server bench:pages /portfolio     only these pages
 */
import { rmSync } from 'node:fs';
import { HYDRATABLE_ATTRIBUTE } from '@lapm/contracts';
import autocannon from 'autocannon';
import { startBench } from '../../../tooling/benchmarks/record';
import type { BenchResults } from '../../../tooling/benchmarks/results';
import { startLocalServer } from './local-server';

const DURATION_SECONDS = 5;
const CONNECTIONS = 50;
/** One page of each kind: cached marketing, blog list and article, the portfolio drawn per visit, a 404. */
const ALL_PAGES = ['/', '/tarifs', '/blog', '/blog/2025-06-01', '/portfolio', '/page-inconnue'];
const only = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const PAGES = only.length ? only : ALL_PAGES;
const TARGET = { rate: 500, p99: 200 };

/** Renders in a row, one at a time: each a search not asked before. */
const RENDERS = 40;

/**
 * The prices page asked with a query string, each request with a value of its own, against the
 * page itself: a parameter the page does not read gets the kept page (target ≥ 0.5 of its rate),
 * a new search is rendered and compressed cheaply (target ≥ 0.15).
 */
const QUERY_ADDRESSES = [
  { label: '/tarifs', path: '/tarifs', target: 1 },
  { label: '/tarifs?x=<aléatoire>', path: '/tarifs?x=[<id>]', target: 0.5 },
  { label: '/tarifs?q=<aléatoire>', path: '/tarifs?q=[<id>]', target: 0.15 },
];

type Results = BenchResults['pages'];

async function queryStringRates(base: string): Promise<Results['queries']> {
  console.log(
    `Chaînes de requête (${CONNECTIONS} connexions, ${DURATION_SECONDS} s chacune, gzip, deflate, br)`,
  );
  let cachedRate = 0;
  const rows: Results['queries'] = [];
  for (const { label, path, target } of QUERY_ADDRESSES) {
    const result = await autocannon({
      url: `${base}${path}`,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
      idReplacement: true,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    const rate = result.requests.average;
    cachedRate ||= rate;
    const share = rate / cachedRate;
    const failures = result.errors + result.timeouts + result.non2xx;
    const ok = share >= target && !failures;
    rows.push({ label, rate, share, target, met: ok, p99: result.latency.p99, failures });
    console.log(
      `${label.padEnd(24)} ${rate.toFixed(0).padStart(6)} req/s   ${share.toFixed(2)} du rythme en cache   ` +
        `p99 ${result.latency.p99} ms   ${ok ? `objectif ≥ ${target} atteint` : `SOUS L’OBJECTIF (≥ ${target})`}` +
        (failures ? `   (${failures} échecs)` : ''),
    );
  }
  return rows;
}

/** What one render costs, apart from the cache: latency of uncached pages, one request at a time. */
async function renderTimes(base: string): Promise<Results['renders']> {
  const times: number[] = [];
  for (let i = 0; i < RENDERS; i++) {
    const started = performance.now();
    await (
      await fetch(`${base}/tarifs?q=rendu-${i}`, { headers: { 'accept-encoding': 'br' } })
    ).arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) =>
    Number(times[Math.min(times.length - 1, Math.floor(share * times.length))]?.toFixed(1));
  console.log(
    `rendu de /tarifs?q=… (${RENDERS} recherches nouvelles de suite)   p50 ${at(0.5)} ms   p90 ${at(0.9)} ms`,
  );
  return { count: RENDERS, p50: at(0.5), p90: at(0.9) };
}

async function main() {
  const bench = startBench(
    'pages',
    `pnpm --filter @lapm/server bench:pages${only.map((path) => ` ${path}`).join('')}`,
  );
  const server = await startLocalServer('bench-pages', { compiled: true });
  try {
    console.log(`Pages rendues par le serveur : ${CONNECTIONS} connexions, ${DURATION_SECONDS} s par page`);
    let missed = 0;
    const pages: Results['pages'] = [];
    for (const path of PAGES) {
      // The first request loads the apps' server code: measured apart from the load.
      const started = performance.now();
      const warm = await fetch(`${server.base}${path}`);
      const firstMs = performance.now() - started;
      if (!(await warm.text()).includes(HYDRATABLE_ATTRIBUTE)) {
        console.log(`${path.padEnd(20)} non rendue par le serveur (site construit ? pnpm build)`);
        missed += 1;
        continue;
      }
      const result = await autocannon({
        url: `${server.base}${path}`,
        connections: CONNECTIONS,
        duration: DURATION_SECONDS,
        headers: { 'accept-encoding': 'br, gzip' },
      });
      // The unknown page answers 404 by design.
      const failures = result.errors + result.timeouts + (path === '/page-inconnue' ? 0 : result.non2xx);
      const met = result.requests.average >= TARGET.rate && result.latency.p99 <= TARGET.p99;
      if (!met || failures) missed += 1;
      pages.push({
        path,
        rate: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        firstMs: Math.round(firstMs),
        failures,
        met,
      });
      console.log(
        `${path.padEnd(20)} ${result.requests.average.toFixed(0).padStart(6)} req/s   ` +
          `p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   1re ${firstMs.toFixed(0)} ms   ` +
          `${met ? 'objectif atteint' : 'SOUS L’OBJECTIF'}` +
          (failures ? `   (${failures} échecs)` : ''),
      );
    }
    const queries = await queryStringRates(server.base);
    if (queries.some((query) => !query.met)) missed += 1;
    const renders = await renderTimes(server.base);
    bench.write({
      connections: CONNECTIONS,
      seconds: DURATION_SECONDS,
      target: TARGET,
      pages,
      queries,
      renders,
    });
    if (missed) process.exitCode = 1;
  } finally {
    await server.stop();
    rmSync(server.dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
