import { defineConfig, type Reporter } from '@rstest/core';

/** Prints "N passed, N failed" alone on the last line, the summary CI reads. */
const summaryLine: Reporter = {
  onTestRunEnd({ summary }) {
    const { passed, failed, skipped } = summary.tests;
    console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  },
};

// One run for the whole tree: each app and package with tests is a project with
// its own rstest.config.ts (browser code on happy-dom, the server on Node).
export default defineConfig({
  projects: [
    'shell',
    'remote-*',
    'packages/*/rstest.config.ts',
    'packages/api-client/rstest.dom.config.ts',
    'tooling',
  ],
  reporters: ['default', summaryLine],
  // A worker a core: rstest keeps one core free by default, and on two cores the API tests, which
  // mostly wait on PostgreSQL, left it idle (1,735 tests: 12 min 37 s on one worker, 7 min 21 s on two).
  pool: { maxWorkers: '100%' },
});
