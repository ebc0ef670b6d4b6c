import { rspack } from '@rsbuild/core';
import { defineProject } from '@rstest/core';
import { compileStartScript } from './src/web/app-start/compile';
import { START_NAMES } from './src/web/app-start/names';

/** Test files that replace a module (`rs.mock`): each needs a module graph of its own. */
export const ISOLATED_TESTS = 'src/**/*.isolated.test.ts';

/**
 * API tests start the real server on a random loopback port, each file on a database of its own
 * in one PostgreSQL cluster the run starts (src/testing/global-setup.ts).
 */
export const serverProject = (name: string) =>
  defineProject({
    name,
    testEnvironment: 'node',
    include: ['src/**/*.test.ts'],
    globalSetup: ['./src/testing/global-setup.ts'],
    // As the build does (rsbuild.config.ts): the start script compiled once, not in each test file.
    source: {
      define: {
        LAPM_APP_START_SCRIPT: JSON.stringify(compileStartScript(START_NAMES, rspack.experiments.swc)),
      },
    },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  });

// Run by rstest.server.config.ts, in which a worker runs file after file with the same modules:
// a module one file replaced would already be loaded by an earlier one, so those files run apart
// (rstest.isolated.config.ts, in the tree's run).
export default { ...serverProject('server'), exclude: [ISOLATED_TESTS] };
