/**
 * Build configuration shared by the shell and the four remotes, so that they agree
 * on the singletons and on how a remote is published.
 *
 * Followed: module-federation.io "rsbuild plugin" and the module-federation-examples
 * runtime-remotes samples (remotes registered at run time, `remotes: {}` at build).
 * Performance options: see docs/performance.md.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { exposedModules, type RemoteName, UI_KIT_STYLES } from '@lapm/contracts';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { defineConfig, type RsbuildConfig, rspack } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginImages } from './images';
import { pluginPrecompress } from './precompress';

/**
 * Versions are read from the app being built (its own dependencies, as pnpm links them), not
 * from this package. Through the link, since the workspace's packages do not export package.json.
 */
function versionOf(pkg: string): string {
  const path = join(process.cwd(), 'node_modules', pkg, 'package.json');
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as { version: string };
  return manifest.version;
}

const reactVersion = `^${versionOf('react')}`;
const routerVersion = versionOf('react-router-dom');
const routerModule = fileURLToPath(new URL('./router.ts', import.meta.url));

/**
 * One copy at run time of everything that holds state or a React context. Subpaths
 * ('react/', 'react-dom/') are shared too, or react-dom/client is loaded twice.
 * zod, the contracts and the articles (@lapm/articles) are not shared: they hold no state, and a
 * shared module cannot be tree-shaken, so each app keeps only what it uses. Nor is zustand:
 * only @lapm/session imports it, and that one store is the singleton; sharing zustand
 * as well cost each app one more negotiation and one more file at start.
 */
export const sharedSingletons = {
  react: { singleton: true, requiredVersion: reactVersion },
  'react/': { singleton: true, requiredVersion: reactVersion },
  'react-dom': { singleton: true, requiredVersion: reactVersion },
  'react-dom/': { singleton: true, requiredVersion: reactVersion },
  // `import` provides router.ts (the exports the site uses) in place of the package;
  // `version` is then given explicitly, since router.ts has no version of its own
  // (module-federation.io, configure/shared: `import`, `version`). react-router itself
  // is not shared: only router.ts imports it, and there it is tree-shaken.
  'react-router-dom': {
    singleton: true,
    requiredVersion: `^${routerVersion}`,
    version: routerVersion,
    import: routerModule,
  },
  '@lapm/session': { singleton: true, requiredVersion: '^1.0.0' },
  // Holds the API base URL the shell reads from the run-time manifest.
  '@lapm/api-client': { singleton: true, requiredVersion: '^1.0.0' },
  // The UI kit and its CSS load once for the whole site.
  '@lapm/ui': { singleton: true, requiredVersion: '^1.0.0' },
};

/**
 * The version of each shared module, as the browser shell declares it when it provides them
 * to the remotes at run time (it has no federation plugin to do it at build time).
 */
const sharedVersions = () =>
  Object.fromEntries(
    Object.entries(sharedSingletons)
      .filter(([name]) => !name.endsWith('/'))
      .map(([name, config]) => [name, 'version' in config ? config.version : versionOf(name)]),
  );

const common = (port: number): RsbuildConfig => ({
  server: { port, strictPort: true },
  dev: { lazyCompilation: false },
  // SOURCE_MAPS=1: maps to read what each chunk holds (tooling/chunk-sources.ts), never deployed.
  output: { sourceMap: { js: process.env.SOURCE_MAPS ? 'source-map' : false } },
  performance: {
    chunkSplit: {
      strategy: 'split-by-experience',
      // The UI kit's styles in one file of one name in every build, however the kit is
      // loaded (its shared provider and its fallback each got a copy under another name):
      // see UI_KIT_STYLES.
      forceSplitting: { [UI_KIT_STYLES]: /packages[\\/]ui[\\/].*\.module\.css$/ },
    },
  },
  // An import of a name router.ts does not list must fail the build, not give `undefined`.
  tools: { rspack: { module: { parser: { javascript: { exportsPresence: 'error' } } } } },
});

/**
 * Every app builds twice in one `rsbuild build`: for the browser into dist/, and for Node
 * into dist/ssr/, where the server loads it from to render pages (two Rsbuild environments,
 * each with its own federation plugin: the plugin's `dual` target is only for Rslib). A
 * remote still deploys as one dist/ folder, its ssr/mf-manifest.json beside mf-manifest.json.
 */
const NODE_ENVIRONMENT = 'node';
const nodeEnvironment = {
  // Rsbuild 2 may emit ESM for Node, which the federation runtime cannot load (rsbuild#7726).
  output: { target: 'node', module: false, distPath: { root: 'dist/ssr' }, assetPrefix: 'auto' },
  // The server reads the HTML frame from the browser build; the Node build has none.
  tools: { htmlPlugin: false },
} as const;

/** The browser build drops the federation runtime's Node loading paths (module-federation.io, configure/experiments). */
const webOnly = { target: 'web' } as const;

/**
 * Rspack's federation plugin imports the bundler runtime by the path `require.resolve` gives: its
 * CommonJS build, which requires the CommonJS builds of @module-federation/sdk and error-codes
 * whole (no tree-shaking of `require`). Its ES module build, beside it, imports the two names of
 * the SDK it uses: 4.3 KB less on the wire (br) in every remote entry.
 */
const esmBundlerRuntime = new rspack.NormalModuleReplacementPlugin(
  /@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]index\.cjs$/,
  (resource: { request: string }) => {
    resource.request = resource.request.replace(/\.cjs$/, '.js');
  },
);

/** Remote: exposes one module per screen of the route table that names it. */
export function remoteConfig(name: RemoteName, port: number) {
  const exposes = Object.fromEntries(
    exposedModules(name).map((module) => [`./${module}`, `./src/exposes/${module}.tsx`]),
  );
  const federation = {
    name,
    exposes,
    shared: sharedSingletons,
    shareStrategy: 'loaded-first',
    dts: false,
  } as const;
  return defineConfig(({ command }) => ({
    ...common(port),
    source: { entry: { index: './src/index.ts' } },
    html: { title: `LAPM · ${name} (autonome)` },
    // 'auto': chunks are fetched from wherever the remote is deployed, not the host.
    output: { ...common(port).output, assetPrefix: 'auto' },
    server: { ...common(port).server, cors: true, historyApiFallback: true },
    environments: {
      web: {
        tools: { rspack: { plugins: [esmBundlerRuntime] } },
        plugins: [
          pluginModuleFederation(
            {
              ...federation,
              experiments: {
                // A built remote uses the federation runtime the shell provides (global
                // `_FEDERATION_RUNTIME_CORE`) instead of shipping its own copy: about 18 KB gzip
                // less per remote entry. Only for `rsbuild build`: in development a remote also
                // runs on its own (standalone.tsx), with no shell to provide the runtime.
                // Source: @module-federation/inject-external-runtime-core-plugin README and the
                // `experiments` options of @module-federation/rspack's ModuleFederationPlugin.
                externalRuntime: command === 'build',
                optimization: webOnly,
              },
            },
            { environment: 'web' },
          ),
          pluginPrecompress(),
        ],
      },
      ...(command === 'build' && {
        [NODE_ENVIRONMENT]: {
          ...nodeEnvironment,
          plugins: [pluginModuleFederation(federation, { target: 'node', environment: NODE_ENVIRONMENT })],
        },
      }),
    },
    plugins: [pluginReact()],
  }));
}

/** Where the shell's Node build exposes its server render (packages/server/src/web/render.ts). */
export const SHELL_SERVER_EXPOSE = './server';

/** Host: knows no remote at build time; the browser reads them from the page, the server from its config. */
export function hostConfig(port: number, apiTarget: string) {
  return defineConfig(({ command }) => ({
    ...common(port),
    // Declared, or browsers ask for /favicon.ico, which the site does not have (a 404 in
    // every first visit's console).
    html: { template: './index.html', favicon: './src/assets/favicon.svg' },
    // No font preload: the typefaces come after the page's largest paint (docs/decisions/0015).
    server: {
      ...common(port).server,
      historyApiFallback: true,
      proxy: { '/api': apiTarget, '/remotes.json': apiTarget },
    },
    source: {
      entry: { index: './src/index.tsx' },
      // What the shell provides to the remotes, under which versions (features/remotes/federation.ts).
      define: { SHARED_VERSIONS: JSON.stringify(sharedVersions()) },
    },
    environments: {
      web: {
        // The shell's own imports of react-router-dom go through router.ts too, the module the
        // remotes are given: one router, and one list of its exports, checked at build.
        resolve: { alias: { 'react-router-dom$': routerModule } },
        // As the remotes' `optimization: webOnly`: the federation runtime the shell bundles for
        // them drops its Node loading paths (1.5 KB).
        source: { define: { ENV_TARGET: JSON.stringify('web') } },
        // The list of the build's hashed files, which the server reads to know the shell's
        // version (packages/server/src/web/federation.ts): there is no mf-manifest.json.
        output: { manifest: true },
        // No federation plugin: a plain entry (React, the router, the shell) hydrates the
        // page, and the federation runtime is a chunk loaded when a screen is needed
        // (shell/src/features/remotes/federation.ts, docs/decisions/0002).
        plugins: [pluginImages(), pluginPrecompress()],
      },
      ...(command === 'build' && {
        [NODE_ENVIRONMENT]: {
          ...nodeEnvironment,
          plugins: [
            pluginModuleFederation(
              {
                name: 'shell',
                exposes: { [SHELL_SERVER_EXPOSE]: './src/server.tsx' },
                shared: sharedSingletons,
                shareStrategy: 'loaded-first',
                dts: false,
              },
              { target: 'node', environment: NODE_ENVIRONMENT },
            ),
          ],
        },
      }),
    },
    plugins: [pluginReact()],
  }));
}
