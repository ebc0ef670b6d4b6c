import { pluginReact } from '@rsbuild/plugin-react';
import { defineProject } from '@rstest/core';

/** Project config for browser code: React components on happy-dom. */
export const domProject = (name: string) =>
  defineProject({
    name,
    plugins: [pluginReact()],
    testEnvironment: 'happy-dom',
    testTimeout: 20_000,
    setupFiles: [new URL('./rstest.setup.ts', import.meta.url).pathname],
    include: ['src/**/*.test.{ts,tsx}'],
  });
