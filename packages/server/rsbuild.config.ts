import { defineConfig, rspack } from '@rsbuild/core';
import { compileStartScript } from './src/web/app-start/compile';
import { START_NAMES } from './src/web/app-start/names';

/**
 * The production server: src/ compiled into dist/ for Node (no tsx at run time). The workspace
 * packages (@lapm/*, TypeScript sources) are bundled in; every npm dependency stays an import
 * resolved from node_modules, so native modules and the PostgreSQL binaries are found where pnpm
 * installed them. dist/ sits at the same depth as src/, so the paths computed from import.meta.url
 * (workspace root, migrations) hold in both.
 */
export default defineConfig({
  source: {
    entry: {
      main: './src/main.ts',
      cli: './src/cli.ts',
      'backup-cli': './src/backup-cli.ts',
      'convert-pglite': './src/convert-pglite.ts',
      // Started by the server (api/photos/encoder.ts), found beside main.js.
      'photo-encoder': './src/api/photos/encoder-process.ts',
    },
    // The pages' inline start script, compiled here so that the server needs no compiler at run time.
    define: {
      LAPM_APP_START_SCRIPT: JSON.stringify(compileStartScript(START_NAMES, rspack.experiments.swc)),
    },
  },
  output: {
    target: 'node',
    module: true,
    minify: false,
    sourceMap: { js: 'source-map' },
    cleanDistPath: true,
    filename: { js: '[name].js' },
    distPath: { root: 'dist', js: '' },
    externals: [
      ({ request }, callback) => {
        const external = request && !request.startsWith('.') && !request.startsWith('@lapm/');
        return external ? callback(undefined, `module-import ${request}`) : callback();
      },
    ],
  },
  performance: { chunkSplit: { strategy: 'all-in-one' } },
  tools: {
    rspack: {
      // import.meta.url must stay the file's own URL at run time, not a build-time constant or an
      // asset reference.
      module: { parser: { javascript: { importMeta: false, url: false } } },
      node: { __dirname: false, __filename: false },
    },
  },
});
