/**
 * Bounded load test on loopback: starts the server in a child process on a fresh data folder
 * (or, with DATABASE_URL, in a schema of its own), with the demo accounts and no rate limits, then
 * prints the start times (first run, later run), the memory of the server and its database at
 * idle and after the load (RSS and PSS), requests/s with p99 for GET /api/health, GET /api/album/my
 * and POST /api/login, and these figures against the project's targets; writes them to
 * benchmarks/api.json, from which BENCHMARKS.md is generated.
 *
 *   pnpm bench                       (embedded database in a fresh DATA_DIR)
 *   DATABASE_URL=postgres://… pnpm bench
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startBench } from '../../../tooling/benchmarks/record';
import { demoAccounts } from '../src/setup/first-run';
import { loginCookie, startLocalServer } from './local-server';
import { describeMemory, treeMemory } from './memory';

const DURATION_SECONDS = 5;
const CONNECTIONS = 50;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Figures = { rate: number; p50: number; p99: number; failures: number };

/** Measured as it runs in production: compiled (the build is not part of the start time). */
function buildServer() {
  const rsbuild = fileURLToPath(new URL('bin/rsbuild.js', import.meta.resolve('@rsbuild/core/package.json')));
  const build = spawnSync(process.execPath, [rsbuild, 'build'], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    stdio: 'ignore',
  });
  if (build.status !== 0) throw new Error('the server build failed (rsbuild build in packages/server)');
}

/** Each call loaded in turn, its figures printed as they come. */
async function loadCalls(base: string, cookie: string) {
  const runs: ({ name: string } & Pick<autocannon.Options, 'method' | 'headers' | 'body'>)[] = [
    { name: 'GET /api/health', method: 'GET' },
    { name: 'GET /api/album/my', method: 'GET', headers: { cookie } },
    {
      name: 'POST /api/login',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(demoAccounts.client),
    },
  ];
  const results: Record<string, Figures> = {};
  let failed = 0;
  for (const { name, ...request } of runs) {
    const result = await autocannon({
      url: `${base}${name.split(' ')[1]}`,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
      ...request,
    });
    const failures = result.non2xx + result.errors + result.timeouts;
    failed += failures;
    results[name] = {
      rate: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      failures,
    };
    console.log(
      `${name.padEnd(20)} ${result.requests.average.toFixed(0).padStart(6)} req/s   ` +
        `p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms` +
        (failures ? `   (${failures} échecs)` : ''),
    );
  }
  return { results, failed };
}

type Memory = ReturnType<typeof treeMemory>;

/** The figures against the project's targets, on RSS (PSS is printed beside for reference). */
function targetsOf(
  results: Record<string, Figures>,
  memory: { idle: Memory; loaded: Memory },
  startMs: { first: number; later: number },
) {
  const { idle, loaded } = memory;
  const album = results['GET /api/album/my'] ?? { rate: 0, p99: Number.POSITIVE_INFINITY, failures: 1 };
  const ratio = (100 * album.rate) / (results['GET /api/health']?.rate ?? 1);
  console.log(`\nalbum/my : ${ratio.toFixed(1)} % du débit de health`);
  console.log(`Mémoire (serveur + base) après la charge : ${describeMemory(loaded)}`);
  const targets: [string, string, string, boolean][] = [
    ['Mémoire au repos (RSS)', `${idle.rss.total} Mio`, '≤ 200 Mio', idle.rss.total <= 200],
    ['Mémoire après la charge (RSS)', `${loaded.rss.total} Mio`, '≤ 300 Mio', loaded.rss.total <= 300],
    ['album/my, part du débit de health', `${ratio.toFixed(1)} %`, '≥ 20 %', ratio >= 20],
    ['album/my, p99', `${album.p99} ms`, '≤ 25 ms', album.p99 <= 25],
    ['album/my, échecs', String(album.failures), '0', album.failures === 0],
    ['Premier démarrage', `${(startMs.first / 1000).toFixed(1)} s`, '≤ 5 s', startMs.first <= 5000],
    ['Démarrage suivant', `${(startMs.later / 1000).toFixed(1)} s`, '≤ 2 s', startMs.later <= 2000],
  ];
  console.log('\nObjectifs :');
  for (const [label, value, target, met] of targets) {
    console.log(
      `  ${label.padEnd(34)} ${value.padStart(9)}   objectif ${target.padEnd(10)} ${met ? 'atteint' : 'MANQUÉ'}`,
    );
  }
  return targets;
}

async function main() {
  const bench = startBench('api', 'pnpm --filter @lapm/server bench');
  buildServer();
  // A first run (database initialised), stopped, then the later run on the same folder.
  const first = await startLocalServer('bench', { keepData: true, compiled: true });
  await first.stop();
  const server = await startLocalServer('bench', { dataDir: first.dataDir, keepData: true, compiled: true });
  const { base, databaseUrl } = server;
  const pid = server.process.pid ?? -1;
  try {
    const cookie = await loginCookie(base, demoAccounts.client);
    await pause(2000);
    const idle = treeMemory(pid);

    console.log(
      `Banc d'essai : ${databaseUrl ? 'PostgreSQL externe' : 'base embarquée'}, ${CONNECTIONS} connexions, ` +
        `${DURATION_SECONDS} s par appel\n`,
    );
    console.log(
      `Démarrage : premier ${first.startMs.toFixed(0)} ms, suivant ${server.startMs.toFixed(0)} ms`,
    );
    console.log(`Mémoire (serveur + base) au repos : ${describeMemory(idle)}\n`);
    const { results, failed } = await loadCalls(base, cookie);
    const loaded = treeMemory(pid);
    const startMs = { first: Math.round(first.startMs), later: Math.round(server.startMs) };
    const targets = targetsOf(results, { idle, loaded }, { first: first.startMs, later: server.startMs });
    bench.write({
      database: databaseUrl ? 'external' : 'embedded',
      connections: CONNECTIONS,
      seconds: DURATION_SECONDS,
      startMs,
      memory: { idle, loaded },
      calls: Object.entries(results).map(([name, figures]) => ({ name, ...figures })),
      targets: targets.map(([label, value, target, met]) => ({ label, value, target, met })),
    });
    if (failed) process.exitCode = 1;
  } finally {
    await server.stop();
    rmSync(server.dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
