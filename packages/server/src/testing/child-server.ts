import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const packageDir = fileURLToPath(new URL('../..', import.meta.url));
const entryPoint = fileURLToPath(new URL('../main.ts', import.meta.url));

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

/** The real entry point (src/main.ts) in a child process, as `pnpm start` runs it. */
export interface ChildServer {
  url: string;
  pid: number;
  /** Resolves with the exit code, or the signal's name, once the process has ended. */
  exited: Promise<number | string>;
  /** Ends the process at once: no handler runs, nothing is flushed or closed. */
  kill(): void;
  /** SIGTERM (graceful shutdown), then SIGKILL if it is still running after `graceMs`. */
  stop(graceMs?: number): Promise<number | string>;
  /** The end of what it wrote on stderr, for failure messages. */
  stderr(): string;
  /** What it printed on stdout (the start banner, first-run lines). */
  stdout(): string;
}

/**
 * Starts the server on a free loopback port with exactly `env` (plus PATH) and waits for
 * GET /api/health. Node is started directly, never through a pnpm shim, so that the pid is the
 * server's own and a kill reaches it.
 */
export async function spawnServer(
  env: Record<string, string>,
  startTimeoutMs = 60_000,
): Promise<ChildServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', entryPoint], {
    cwd: packageDir,
    env: { PATH: process.env.PATH ?? '', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  let stdout = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout = (stdout + chunk.toString('utf8')).slice(-8000);
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-4000);
  });
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  let ended = false;
  void exited.then(() => {
    ended = true;
  });
  const server: ChildServer = {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? -1,
    exited,
    kill: () => {
      if (!ended) child.kill('SIGKILL');
    },
    async stop(graceMs = 15_000) {
      if (!ended) child.kill('SIGTERM');
      const timer = setTimeout(() => server.kill(), graceMs);
      try {
        return await exited;
      } finally {
        clearTimeout(timer);
      }
    },
    stderr: () => stderr,
    stdout: () => stdout,
  };
  const deadline = Date.now() + startTimeoutMs;
  for (;;) {
    if (ended) throw new Error(`the server exited during its start (${await exited}): ${stderr}`);
    if (Date.now() > deadline) {
      server.kill();
      await exited;
      throw new Error(`the server did not answer within ${startTimeoutMs} ms: ${stderr}`);
    }
    try {
      if ((await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(2000) })).ok) return server;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
