import { defineProject } from '@rstest/core';

// API tests start the real server on a random loopback port; PGlite needs time to open.
export default defineProject({
  name: 'server',
  testEnvironment: 'node',
  include: ['src/**/*.test.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
});
