import { defineProject } from '@rstest/core';

// Tests of the repository's own rules (lint configuration), run on Node.
export default defineProject({
  name: 'tooling',
  testEnvironment: 'node',
  include: ['*.test.ts', 'benchmarks/*.test.ts'],
  testTimeout: 60_000,
});
