import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { jobsSchema } from '../src/jobs/engine';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });

export interface LocalServer {
  base: string;
  dataDir: string;
  /** Milliseconds from spawning the process to the first healthy answer. */
  startMs: number;
  process: ChildProcess;
  databaseUrl: string | undefined;
  stop(): Promise<void>;
}

/**
 * The real server in a child process on loopback, for the bench, soak and security scripts: a
 * fresh data folder (or, with DATABASE_URL, a schema of its own, dropped at the end), the demo
 * accounts, and no rate limits (the load would otherwise be answered 429).
 */
export async function startLocalServer(
  name: string,
  {
    dataDir = mkdtempSync(join(tmpdir(), `lapm-${name}-`)),
    keepData = false,
    compiled = false,
    env = {} as Record<string, string>,
  } = {},
): Promise<LocalServer> {
  const databaseUrl = process.env.DATABASE_URL;
  const schema = databaseUrl ? `${name}_${randomBytes(4).toString('hex')}` : undefined;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(
    process.execPath,
    compiled
      ? // The flags of the production command (`pnpm start`, scripts/apps.mjs).
        [
          '--max-semi-space-size=4',
          '--max-old-space-size=256',
          fileURLToPath(new URL('../dist/main.js', import.meta.url)),
        ]
      : ['--import', 'tsx', fileURLToPath(new URL('../src/main.ts', import.meta.url))],
    {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        HOST: '127.0.0.1',
        // React renders pages in its production build only when told so (its development one is ~10× slower).
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        RATE_LIMITS: 'off',
        DEMO_DATA: '1',
        JWT_SECRET: randomBytes(32).toString('hex'),
        // As in production (scripts/apps.mjs, serverMallocEnv): fewer glibc arenas hold fewer freed pixels.
        MALLOC_ARENA_MAX: '2',
        ...(databaseUrl && schema ? { DATABASE_URL: databaseUrl, DATABASE_SCHEMA: schema } : {}),
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    if (databaseUrl && schema) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(`drop schema if exists "${schema}", "${jobsSchema(schema)}" cascade`);
      await client.end();
    }
    if (!keepData) rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; ; i++) {
    if (child.exitCode !== null || i > 600) {
      await stop();
      throw new Error('the server did not start within 60 s');
    }
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { base, dataDir, startMs: performance.now() - started, process: child, databaseUrl, stop };
}

/** Logs in through the API and returns the `name=value` session cookie. */
export async function loginCookie(base: string, account: { email: string; password: string }) {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0];
  if (!cookie) throw new Error(`login of ${account.email} failed: ${response.status}`);
  return cookie;
}
