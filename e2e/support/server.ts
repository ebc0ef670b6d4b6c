import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '..', '..');

export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
    '--disable-quic',
  ],
};

/** The first e2e server's port; worker slot i uses the port `e2ePort + i`. */
export const e2ePort = Number(process.env.E2E_PORT ?? 4310);

/**
 * How many workers run the specs, each on a server of its own. On CI, one a core, two at least
 * and four at most: the suite is bound by the processor (a third worker on two cores gained
 * nothing: 14.5 → 13.9 min, the cores 94 % busy); four at most, as each worker has a browser, a
 * server and a database of its own in memory.
 */
export const e2eWorkers = Number(
  process.env.E2E_WORKERS ?? (process.env.CI ? Math.min(4, Math.max(2, availableParallelism())) : 1),
);

/** The address of the e2e server that serves worker slot `parallelIndex`. */
export const serverUrl = (parallelIndex: number) => `http://127.0.0.1:${e2ePort + parallelIndex}`;

/**
 * Where the site's server runs from, and what Node runs there: the compiled server (`pnpm build`),
 * as deployed. It also starts 1.6 s sooner than its sources through tsx (4.2 s against 5.9 s,
 * database included), for each of the 21 servers a run starts (19 by tests for themselves).
 */
export const serverDir = join(repoRoot, 'packages', 'server');
export const serverArgs = ['dist/main.js'];

/**
 * The shared servers' command (playwright.config.ts), run in serverDir: Node itself, not a pnpm shim,
 * whose killing would leave the server running.
 */
export const sharedServerCommand = `"${process.execPath}" --import tsx "${join(import.meta.dirname, 'shared-server.ts')}"`;

/** Starts `server` on a free loopback port, and gives that port. */
export function listenOnLoopback(server: Server): Promise<number> {
  return new Promise((resolvePort, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolvePort(typeof address === 'object' && address ? address.port : 0);
    });
  });
}

async function freePort(): Promise<number> {
  const probe = createServer();
  const port = await listenOnLoopback(probe);
  await new Promise((closed) => probe.close(closed));
  return port;
}

export interface RunningServer {
  url: string;
  /** Its DATA_DIR: the outbox, uploads and embedded database it writes. */
  dataDir: string;
  /** Null while the process started by startSiteServer runs. */
  exitCode: () => number | null;
  stop: () => Promise<void>;
}

/** The server's own deadline after SIGTERM is 8 s (src/main.ts): it is killed only past it. */
const STOP_DEADLINE_MS = 15_000;

/**
 * Stops the embedded PostgreSQL a server left running in `dataDir`: it runs in a process group of
 * its own, so a server killed or forced out mid-shutdown leaves it behind (seen: one an hour later).
 * Resolves once it has exited, 10 s at most, so that its folder can be removed.
 */
async function stopLeftDatabase(dataDir: string) {
  let pid: number;
  try {
    pid = Number(readFileSync(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
    // Fast shutdown: the test's data is thrown away.
    if (pid > 0) process.kill(pid, 'SIGINT');
  } catch {
    // Never started, or already gone.
    return;
  }
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Removes a server's data folder once the database it may have left there has stopped. */
export async function removeDataFolder(dataDir: string) {
  await stopLeftDatabase(dataDir);
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * The last lines each server a test started itself logged (at LOG_LEVEL warn: its warnings and
 * errors), by address, while it runs: a test that fails prints them (support/test.ts).
 */
export const ownServerLogs = new Map<string, string[]>();
const KEPT_LOG_LINES = 100;
// An own server starts its embedded database and loads its pages: seconds alone, more under a busy run.
const START_SECONDS = 60;

function keepLogLines(child: ChildProcess): string[] {
  const lines: string[] = [];
  let rest = '';
  child.stdout?.setEncoding('utf8');
  child.stdout?.on('data', (chunk: string) => {
    const parts = (rest + chunk).split('\n');
    rest = parts.pop() ?? '';
    lines.push(...parts.filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - KEPT_LOG_LINES));
  });
  return lines;
}

/**
 * Starts another instance of the site's server on loopback, for tests that need their own set-up.
 * Its data goes to a new folder named after `name` (`lapm-e2e-<name>-…`), removed when it stops,
 * unless `env` gives a DATA_DIR, which is left to the caller.
 */
export async function startSiteServer(env: Record<string, string>, name?: string): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), name ? `lapm-e2e-${name}-` : 'lapm-e2e-'));
  const child: ChildProcess = spawn(process.execPath, serverArgs, {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ...env,
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  // A folder the caller did not give is the server's alone: an embedded PostgreSQL of ~85 MB, which
  // would otherwise stay in the temporary folder after every run.
  const throwAway = () =>
    env.DATA_DIR === undefined ? removeDataFolder(dataDir) : stopLeftDatabase(dataDir);
  const lines = keepLogLines(child);
  ownServerLogs.set(url, lines);
  // A server that did not start says why in the error itself: no later test prints it again.
  const failedStart = (message: string) => {
    ownServerLogs.delete(url);
    return new Error([message, ...lines].join('\n'));
  };
  const deadline = Date.now() + START_SECONDS * 1000;
  // How far it got, for the error: not listening yet, or listening and still loading its pages.
  let lastAnswer = 'aucune connexion';
  for (;;) {
    if (child.exitCode !== null) {
      await throwAway();
      throw failedStart(`Le serveur de test s'est arrêté (code ${child.exitCode}).`);
    }
    try {
      const health = await fetch(`${url}/api/health`);
      if (health.ok) break;
      lastAnswer = `HTTP ${health.status} ${await health.text()}`;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      await throwAway();
      throw failedStart(
        `Le serveur de test ne répond pas en ${START_SECONDS} s (dernière réponse : ${lastAnswer}).`,
      );
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    dataDir,
    exitCode: () => child.exitCode,
    stop: () =>
      new Promise<void>((resolveStop) => {
        ownServerLogs.delete(url);
        if (child.exitCode !== null) return resolveStop();
        child.once('exit', () => resolveStop());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), STOP_DEADLINE_MS).unref();
      }).then(throwAway),
  };
}
