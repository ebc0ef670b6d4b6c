import { defineProject } from '@rstest/core';

export default defineProject({ name: 'site-seed', testEnvironment: 'node', include: ['src/**/*.test.ts'] });
