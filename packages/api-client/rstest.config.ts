import { defineProject } from '@rstest/core';

// Node's fetch classes follow the browser's; happy-dom's Request drops a Headers
// instance's content type, which this client's tests check.
export default defineProject({
  name: 'api-client',
  testEnvironment: 'node',
  setupFiles: ['./src/testing/memoryStorage.ts'],
  include: ['src/**/*.test.ts'],
});
