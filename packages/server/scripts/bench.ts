/**
 * Bounded load test on loopback: starts the server in a child process on a fresh data folder
 * (or, with DATABASE_URL, in a schema of its own), with the demo accounts and no rate limits, then
 * runs autocannon against GET /api/album/my and POST /api/login, then against public pages rendered
 * by the server (issue 22 targets: ≥ 500 req/s, p99 ≤ 200 ms at 50 connections; needs `pnpm build`),
 * and prints requests/s and p99.
 *
 *   pnpm bench                       (PGlite)
 *   DATABASE_URL=postgres://… pnpm bench
 */
import autocannon from 'autocannon';
import { demoAccounts } from '../src/setup/first-run';
import { loginCookie, startLocalServer } from './local-server';

const DURATION_SECONDS = 5;
const CONNECTIONS = 20;
const PAGE_CONNECTIONS = 50;
/** One page of each kind: cached marketing, blog list and article, the portfolio drawn per visit, a 404. */
const PAGES = ['/', '/tarifs', '/blog', '/blog/2025-06-01', '/portfolio', '/page-inconnue'];
const PAGE_TARGET = { rate: 500, p99: 200 };

async function main() {
  const server = await startLocalServer('bench');
  const { base, databaseUrl } = server;
  try {
    const loginBody = JSON.stringify(demoAccounts.client);
    const cookie = await loginCookie(base, demoAccounts.client);

    console.log(
      `Banc d'essai : ${databaseUrl ? 'PostgreSQL' : 'PGlite'}, ${CONNECTIONS} connexions, ${DURATION_SECONDS} s par appel\n`,
    );
    const runs: ({ name: string } & Pick<autocannon.Options, 'method' | 'headers' | 'body'>)[] = [
      { name: 'GET /api/album/my', method: 'GET', headers: { cookie } },
      {
        name: 'POST /api/login',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: loginBody,
      },
    ];
    for (const { name, ...request } of runs) {
      const result = await autocannon({
        url: `${base}${name.split(' ')[1]}`,
        connections: CONNECTIONS,
        duration: DURATION_SECONDS,
        ...request,
      });
      const failures = result.non2xx + result.errors + result.timeouts;
      console.log(
        `${name.padEnd(20)} ${result.requests.average.toFixed(0).padStart(6)} req/s   ` +
          `p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms` +
          (failures ? `   (${failures} échecs)` : ''),
      );
    }

    console.log(
      `\nPages rendues par le serveur : ${PAGE_CONNECTIONS} connexions, ${DURATION_SECONDS} s par page`,
    );
    for (const path of PAGES) {
      // The first request loads the apps' server code: measured apart from the load.
      const first = performance.now();
      const warm = await fetch(`${base}${path}`);
      const firstMs = performance.now() - first;
      if (!(await warm.text()).includes('<!--hydratable-->')) {
        console.log(`${path.padEnd(20)} non rendue par le serveur (site construit ? pnpm build)`);
        continue;
      }
      const result = await autocannon({
        url: `${base}${path}`,
        connections: PAGE_CONNECTIONS,
        duration: DURATION_SECONDS,
        headers: { 'accept-encoding': 'br, gzip' },
      });
      // The unknown page answers 404 by design.
      const failures = result.errors + result.timeouts + (path === '/page-inconnue' ? 0 : result.non2xx);
      const met = result.requests.average >= PAGE_TARGET.rate && result.latency.p99 <= PAGE_TARGET.p99;
      console.log(
        `${path.padEnd(20)} ${result.requests.average.toFixed(0).padStart(6)} req/s   ` +
          `p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   1re ${firstMs.toFixed(0)} ms   ` +
          `${met ? 'objectif atteint' : 'SOUS L’OBJECTIF'}` +
          (failures ? `   (${failures} échecs)` : ''),
      );
    }
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
