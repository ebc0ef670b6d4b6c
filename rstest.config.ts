import { defineConfig, type Reporter } from '@rstest/core';

/**
 * Prints "N passed, N failed" alone on the last line, the summary CI reads. A file that failed
 * outside its tests (its set-up threw, its tests never ran) counts as one failure: its tests are
 * only « skipped », and the line would otherwise say 0 failed.
 */
const summaryLine: Reporter = {
  onTestRunEnd({ summary, results }) {
    const { passed, failed, skipped } = summary.tests;
    const brokenFiles = results.filter(
      (file) => file.status === 'fail' && !file.results.some((test) => test.status === 'fail'),
    ).length;
    console.log(`\n${passed} passed, ${failed + brokenFiles} failed${skipped ? `, ${skipped} skipped` : ''}`);
  },
};

/** How both runs of the tree (this one, and the server's: rstest.server.config.ts) run and report. */
export const runSettings = {
  reporters: ['default', summaryLine],
  // A worker a core: rstest keeps one core free by default, and on two cores the API tests, which
  // mostly wait on PostgreSQL, left it idle (1,735 tests: 12 min 37 s on one worker, 7 min 21 s on two).
  // More did not pay then: four on two cores took 6 min 30 s against 6 min 40 s, and a server's
  // shutdown, timed by its test, then missed its 10 s (the server's pass, on its own since, takes
  // one more: rstest.server.config.ts). Threads rather than processes: a worker
  // starts faster (the whole run, then one pass, 6 min 39 s → 6 min 19 s).
  pool: { type: 'threads', maxWorkers: '100%' },
} satisfies Parameters<typeof defineConfig>[0];

// Every app and package with tests but the server, each a project with its own rstest.config.ts
// (browser code on happy-dom, tooling on Node), and the server's files that replace a module. Each
// test file in a module graph of its own: the components' tests share a DOM, which one file's
// leftovers would spoil for the next.
export default defineConfig({
  projects: [
    'shell',
    'remote-*',
    'packages/!(server)/rstest.config.ts',
    'packages/api-client/rstest.dom.config.ts',
    'packages/server/rstest.isolated.config.ts',
    'tooling',
  ],
  ...runSettings,
});
