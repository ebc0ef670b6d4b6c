/**
 * Bounded load test on loopback: starts the server in a child process on a fresh data folder
 * (or, with DATABASE_URL, in a schema of its own), with the demo accounts and no rate limits, then
 * runs autocannon against GET /api/album/my and POST /api/login and prints requests/s and p99.
 *
 *   pnpm bench                       (PGlite)
 *   DATABASE_URL=postgres://… pnpm bench
 */
import autocannon from 'autocannon';
import { demoAccounts } from '../src/setup/first-run';
import { loginCookie, startLocalServer } from './local-server';

const DURATION_SECONDS = 5;
const CONNECTIONS = 20;

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
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
