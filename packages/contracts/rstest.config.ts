import { defineProject } from '@rstest/core';

export default defineProject({ name: 'contracts', testEnvironment: 'node', include: ['src/**/*.test.ts'] });
