import { availableParallelism } from 'node:os';
import { defineConfig } from '@rstest/core';
import { runSettings } from './rstest.config';

/**
 * The server's tests, a run of their own: a worker loads the server's modules once and runs file
 * after file with them, where the rest of the tree loads them afresh for each file. Each file
 * still starts its own server on a database of its own; what a helper keeps between files (a
 * clock moved forward, an album's ids) it resets in its `beforeAll`. On two cores, the server's
 * files isolated took 6 min 34 s; this pass took 4 min 51 s (713 tests), the tree's pass 13.6 s
 * more for the 5 tests of the files that replace a module.
 */
export default defineConfig({
  projects: ['packages/server/rstest.config.ts'],
  isolate: false,
  ...runSettings,
  // A worker more than the cores: these tests mostly wait, on PostgreSQL and on their own timed
  // delays, and with a worker a core vmstat found 16 % of two cores idle. On two cores, two
  // workers took 226 and 242 s, three 211 and 198 s, four 241 s. (The tree's pass gained nothing
  // clear: 106 s on two, 96 and 111 s on three.)
  pool: { ...runSettings.pool, maxWorkers: availableParallelism() + 1 },
});
