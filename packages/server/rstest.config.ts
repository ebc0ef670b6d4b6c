import { rspack } from '@rsbuild/core';
import { defineProject } from '@rstest/core';
import { compileStartScript } from './src/web/app-start/compile';
import { START_NAMES } from './src/web/app-start/names';

// API tests start the real server on a random loopback port, each file on a database of its own
// in one PostgreSQL cluster the run starts (src/testing/global-setup.ts).
export default defineProject({
  name: 'server',
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
