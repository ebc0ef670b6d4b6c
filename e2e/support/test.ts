import { test as base } from '@playwright/test';
import { watchBrowserProblems } from './browser-problems';
import { ownServerLogs, serverUrl } from './server';

export * from '@playwright/test';

/**
 * Playwright's `test`, on the server of this worker: each worker slot has a server and a database
 * of its own (playwright.config.ts), so the tests of one worker never see the records of another.
 * Specs import `test` from here, never from '@playwright/test'.
 */
export const test = base.extend<{ browserProblems: undefined; serverLogs: undefined }>({
  // parallelIndex, not workerIndex: a worker started again after a failure keeps its slot's server.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern; it needs none.
  baseURL: async ({}, use, testInfo) => {
    await use(serverUrl(testInfo.parallelIndex));
  },
  browserProblems: [
    async ({ browser }, use, testInfo) => {
      await watchBrowserProblems(browser, testInfo, () => use(undefined));
    },
    { auto: true },
  ],
  // What the servers a failed test started itself logged: the server's side of a failure that
  // shows only now and then on CI.
  serverLogs: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern; it needs none.
    async ({}, use, testInfo) => {
      await use(undefined);
      if (testInfo.status === testInfo.expectedStatus) return;
      for (const [url, lines] of ownServerLogs) {
        if (lines.length === 0) continue;
        process.stderr.write(
          `\nlog of the server at ${url} (« ${testInfo.title} »):\n${lines.join('\n')}\n\n`,
        );
      }
    },
    { auto: true },
  ],
});
