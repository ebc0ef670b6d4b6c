import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { removeDataFolder, serverArgs, serverDir } from './server';

/**
 * A shared e2e server (playwright.config.ts): the site's server on a data folder made here, removed
 * once the server and its embedded database have stopped. Playwright stops it with a SIGTERM to
 * the whole process group, which reaches the server itself: this process only waits for it. (Sent
 * on to the server, a second SIGTERM would kill it mid-shutdown.)
 */
const dataDir = mkdtempSync(join(tmpdir(), `lapm-e2e-shared-${process.env.PORT}-`));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => {});

const server = spawn(process.execPath, serverArgs, {
  cwd: serverDir,
  env: { ...process.env, DATA_DIR: dataDir },
  stdio: 'inherit',
});
server.once('exit', async (code, signal) => {
  await removeDataFolder(dataDir);
  process.exit(code ?? (signal ? 1 : 0));
});
