import { defineProject } from '@rstest/core';

// API tests start the real server on a random loopback port, each file on a database of its own
// in one PostgreSQL cluster the run starts (src/testing/global-setup.ts).
export default defineProject({
  name: 'server',
  testEnvironment: 'node',
  include: ['src/**/*.test.ts'],
  globalSetup: ['./src/testing/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
});
