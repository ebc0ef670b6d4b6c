/**
 * Bounded load test on loopback: starts the server in a child process on a fresh data folder
 * (or, with DATABASE_URL, in a schema of its own), with the demo accounts and no rate limits, then
 * runs autocannon against GET /api/album/my and POST /api/login and prints requests/s and p99.
 *
 *   pnpm bench                       (PGlite)
 *   DATABASE_URL=postgres://… pnpm bench
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { demoAccounts } from '../src/setup/first-run';

const DURATION_SECONDS = 5;
const CONNECTIONS = 20;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });

async function waitUntilUp(base: string, server: ChildProcess) {
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) throw new Error(`the server stopped (code ${server.exitCode})`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the server did not start within 60 s');
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'lapm-bench-'));
  const databaseUrl = process.env.DATABASE_URL;
  const schema = databaseUrl ? `bench_${randomBytes(4).toString('hex')}` : undefined;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('../src/main.ts', import.meta.url))],
    {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        RATE_LIMITS: 'off',
        DEMO_DATA: '1',
        JWT_SECRET: randomBytes(32).toString('hex'),
        ...(databaseUrl && schema ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema } : {}),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  try {
    await waitUntilUp(base, server);
    const loginBody = JSON.stringify(demoAccounts.client);
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: loginBody,
    });
    const cookie = login.headers.getSetCookie()[0]?.split(';')[0];
    if (!cookie) throw new Error(`demo login failed: ${login.status}`);

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
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    if (databaseUrl && schema) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`drop schema if exists "${schema}" cascade`);
      await client.end();
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
