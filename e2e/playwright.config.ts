import { defineConfig } from '@playwright/test';
import { e2eAdmin } from './support/accounts';
import {
  chromiumLaunchOptions,
  e2ePort,
  e2eWorkers,
  serverDir,
  serverUrl,
  sharedServerCommand,
} from './support/server';

// One server per worker slot, each with its own database in a folder of its own, removed when it
// stops (support/shared-server.ts): a worker's tests never see the records another worker's tests
// create. Each spec gets its worker's address through the `baseURL` fixture (support/test.ts).
const servers = Array.from({ length: e2eWorkers }, (_, slot) => ({
  command: sharedServerCommand,
  cwd: serverDir,
  url: `${serverUrl(slot)}/api/health`,
  reuseExistingServer: false,
  timeout: 60_000,
  // SIGTERM lets the server stop its embedded PostgreSQL, which runs in a process group of its
  // own: the default SIGKILL of the server's group would leave the database running. Its own
  // deadline is 8 s, then the folder waits for the database (10 s at most) before it goes.
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 20_000 },
  env: {
    PORT: String(e2ePort + slot),
    HOST: '127.0.0.1',
    // As deployed: React renders the pages with its production build.
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    // Every test comes from the same loopback address: the per-address limits (10 new accounts
    // an hour) are for visitors, and the API suite proves each of them (rate-limits.test.ts).
    RATE_LIMITS: 'off',
    ADMIN_EMAIL: e2eAdmin.email,
    ADMIN_PASSWORD: e2eAdmin.password,
  },
}));

// Debian's Chromium, never a downloaded browser; E2E_WORKERS workers (on CI one a core, 2 to 4).
export default defineConfig({
  testDir: './tests',
  // One output folder per port, so that two runs side by side do not delete each other's traces.
  outputDir: `test-results/${e2ePort}`,
  // A file's tests stay in order, in one worker.
  fullyParallel: false,
  workers: e2eWorkers,
  // A test that fails once fails the run: a retry would hide a flaky one.
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./support/summary-reporter.ts']],
  use: {
    locale: 'fr-FR',
    launchOptions: chromiumLaunchOptions,
    // A trace is for someone who can open it: on CI only the log is kept, and recording one for
    // every test (then throwing it away when it passes) cost 15 % of the suite's time (the three
    // every-screen walks: 4 min 29 s with it, 3 min 49 s without).
    trace: process.env.CI ? 'off' : 'retain-on-failure',
  },
  // Pages as the server sends them, with JavaScript off: every `*.nojs.spec.ts` file, and only there.
  projects: [
    { name: 'default', testIgnore: /\.nojs\.spec\.ts$/ },
    { name: 'no-js', testMatch: /\.nojs\.spec\.ts$/, use: { javaScriptEnabled: false } },
  ],
  webServer: servers,
});
