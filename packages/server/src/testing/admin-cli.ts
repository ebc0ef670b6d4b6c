import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Config } from '../config';

const cli = fileURLToPath(new URL('../cli.ts', import.meta.url));
const packageDir = fileURLToPath(new URL('../..', import.meta.url));

/** The environment that points the command at the database a test server uses. */
export function databaseEnvOf(config: Config): Record<string, string> {
  return {
    DATA_DIR: config.dataDir,
    ...(config.databaseUrl ? { DATABASE_URL: config.databaseUrl } : {}),
    ...(config.databaseSchema ? { DATABASE_SCHEMA: config.databaseSchema } : {}),
    ...(config.jwtSecret ? { JWT_SECRET: config.jwtSecret } : {}),
  };
}

/** `pnpm --filter @lapm/server admin …` in a child process; `input` is what is typed on stdin. */
export function runAdminCli(env: Record<string, string>, args: string[], input = '') {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    // From the package folder, where tsx resolves.
    const child = spawn(process.execPath, ['--import', 'tsx', cli, ...args], {
      env: { PATH: process.env.PATH ?? '', ...env },
      cwd: packageDir,
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
    child.stdin.end(input);
  });
}
