import { defineProject } from '@rstest/core';

export default defineProject({
  name: 'images',
  testEnvironment: 'node',
  include: ['src/**/*.test.ts'],
  testTimeout: 30_000,
});
