/**
 * Build configuration shared by the shell and the four remotes, so that they agree
 * on the singletons and on how a remote is published.
 *
 * Followed: module-federation.io "rsbuild plugin" and the module-federation-examples
 * runtime-remotes samples (remotes registered at run time, `remotes: {}` at build).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { exposedModules, type RemoteName } from '@lapm/contracts';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

// Versions are read from the app being built (its own dependencies), not from this package.
const require = createRequire(join(process.cwd(), 'package.json'));

function versionOf(pkg: string): string {
  const manifest = JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

const reactVersion = `^${versionOf('react')}`;
const routerVersion = `^${versionOf('react-router-dom')}`;
const zustandVersion = `^${versionOf('zustand')}`;

/**
 * One copy at run time of everything that holds state or a React context. Subpaths
 * ('react/', 'react-dom/') are shared too, or react-dom/client is loaded twice.
 * zod and the contracts are not shared: they hold no state, and a shared module
 * cannot be tree-shaken, so each app keeps only the schemas it uses.
 */
export const sharedSingletons = {
  react: { singleton: true, requiredVersion: reactVersion },
  'react/': { singleton: true, requiredVersion: reactVersion },
  'react-dom': { singleton: true, requiredVersion: reactVersion },
  'react-dom/': { singleton: true, requiredVersion: reactVersion },
  'react-router': { singleton: true, requiredVersion: routerVersion },
  'react-router-dom': { singleton: true, requiredVersion: routerVersion },
  zustand: { singleton: true, requiredVersion: zustandVersion },
  '@lapm/session': { singleton: true, requiredVersion: '^1.0.0' },
  // Holds the API base URL the shell reads from the run-time manifest.
  '@lapm/api-client': { singleton: true, requiredVersion: '^1.0.0' },
  // The UI kit and its CSS load once for the whole site.
  '@lapm/ui': { singleton: true, requiredVersion: '^1.0.0' },
};

const common = (port: number): RsbuildConfig => ({
  server: { port, strictPort: true },
  dev: { lazyCompilation: false },
  output: { sourceMap: { js: false } },
  performance: { chunkSplit: { strategy: 'split-by-experience' } },
});

/** Remote: exposes one module per screen of the route table that names it. */
export function remoteConfig(name: RemoteName, port: number) {
  const exposes = Object.fromEntries(
    exposedModules(name).map((module) => [`./${module}`, `./src/exposes/${module}.tsx`]),
  );
  return defineConfig({
    ...common(port),
    source: { entry: { index: './src/index.ts' } },
    html: { title: `LAPM · ${name} (autonome)` },
    // 'auto': chunks are fetched from wherever the remote is deployed, not the host.
    output: { ...common(port).output, assetPrefix: 'auto' },
    server: { ...common(port).server, cors: true, historyApiFallback: true },
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name,
        exposes,
        shared: sharedSingletons,
        shareStrategy: 'loaded-first',
        dts: false,
      }),
    ],
  });
}

/** Host: knows no remote at build time; it reads /remotes.json at start. */
export function hostConfig(port: number, apiTarget: string) {
  return defineConfig({
    ...common(port),
    source: { entry: { index: './src/index.ts' } },
    html: { template: './index.html' },
    server: {
      ...common(port).server,
      historyApiFallback: true,
      proxy: { '/api': apiTarget, '/remotes.json': apiTarget },
    },
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name: 'shell',
        remotes: {},
        shared: sharedSingletons,
        shareStrategy: 'loaded-first',
        dts: false,
      }),
    ],
  });
}
