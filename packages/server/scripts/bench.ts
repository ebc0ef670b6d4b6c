/**
 * Bounded load test on loopback: starts the server in a child process on a fresh data folder
 * (or, with DATABASE_URL, in a schema of its own), with the demo accounts and no rate limits, then
 * prints the start times (first run, later run), the memory of the server and its database at
 * idle and after the load, and requests/s with p99 for GET /api/health, GET /api/album/my and
 * POST /api/login.
 *
 *   pnpm bench                       (embedded database in a fresh DATA_DIR)
 *   DATABASE_URL=postgres://… pnpm bench
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { demoAccounts } from '../src/setup/first-run';
import { loginCookie, startLocalServer } from './local-server';

const DURATION_SECONDS = 5;
const CONNECTIONS = 50;

const rssKiB = (pid: number) => {
  try {
    return Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m)?.[1] ?? 0);
  } catch {
    return 0;
  }
};

/**
 * The RSS of a process and of all its descendants (the embedded PostgreSQL runs as its children),
 * in MiB, as "total (server + database)". RSS counts PostgreSQL's shared buffers once per process
 * that touched them: the sum is an upper bound.
 */
export function treeRss(rootPid: number): string {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name may hold spaces and parentheses: the fields after the last ")" are fixed.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(Number(entry), ppid);
    } catch {}
  }
  const tree = new Set([rootPid]);
  for (let grown = true; grown; ) {
    grown = false;
    for (const [pid, ppid] of parents) {
      if (!tree.has(pid) && tree.has(ppid)) {
        tree.add(pid);
        grown = true;
      }
    }
  }
  let others = 0;
  for (const pid of tree) if (pid !== rootPid) others += rssKiB(pid);
  const own = rssKiB(rootPid);
  const mib = (kib: number) => Math.round(kib / 1024);
  return `${mib(own + others)} Mio (serveur ${mib(own)} + base ${mib(others)}, ${tree.size - 1} processus)`;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  // Measured as it runs in production: compiled (the build is not part of the start time).
  const rsbuild = fileURLToPath(new URL('bin/rsbuild.js', import.meta.resolve('@rsbuild/core/package.json')));
  const build = spawnSync(process.execPath, [rsbuild, 'build'], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    stdio: 'ignore',
  });
  if (build.status !== 0) throw new Error('the server build failed (rsbuild build in packages/server)');
  // A first run (database initialised), stopped, then the later run on the same folder.
  const first = await startLocalServer('bench', { keepData: true, compiled: true });
  await first.stop();
  const server = await startLocalServer('bench', { dataDir: first.dataDir, keepData: true, compiled: true });
  const { base, databaseUrl } = server;
  const pid = server.process.pid ?? -1;
  try {
    const loginBody = JSON.stringify(demoAccounts.client);
    const cookie = await loginCookie(base, demoAccounts.client);
    await pause(2000);
    const idle = treeRss(pid);

    console.log(
      `Banc d'essai : ${databaseUrl ? 'PostgreSQL externe' : 'base embarquée'}, ${CONNECTIONS} connexions, ` +
        `${DURATION_SECONDS} s par appel\n`,
    );
    console.log(
      `Démarrage : premier ${first.startMs.toFixed(0)} ms, suivant ${server.startMs.toFixed(0)} ms`,
    );
    console.log(`Mémoire (serveur + base, RSS) au repos : ${idle}\n`);
    const runs: ({ name: string } & Pick<autocannon.Options, 'method' | 'headers' | 'body'>)[] = [
      { name: 'GET /api/health', method: 'GET' },
      { name: 'GET /api/album/my', method: 'GET', headers: { cookie } },
      {
        name: 'POST /api/login',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: loginBody,
      },
    ];
    const rates: Record<string, number> = {};
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
      rates[name] = result.requests.average;
      console.log(
        `${name.padEnd(20)} ${result.requests.average.toFixed(0).padStart(6)} req/s   ` +
          `p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms` +
          (failures ? `   (${failures} échecs)` : ''),
      );
    }
    const ratio = (100 * (rates['GET /api/album/my'] ?? 0)) / (rates['GET /api/health'] ?? 1);
    console.log(`\nalbum/my : ${ratio.toFixed(1)} % du débit de health`);
    console.log(`Mémoire (serveur + base, RSS) après la charge : ${treeRss(pid)}`);
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
