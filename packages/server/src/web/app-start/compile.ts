import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { rspack } from '@rsbuild/core';
import type { StartNames } from './start-app';

type Swc = typeof rspack.experiments.swc;

/**
 * Rspack's SWC, the compiler of the builds, reached through @rsbuild/core (a build-time
 * dependency) for a server run from its sources. The build and test configurations pass the one
 * they imported: requiring it again there would race its loading.
 */
function loadSwc(): Swc {
  const fromHere = createRequire(import.meta.url);
  const rsbuild = fromHere.resolve('@rsbuild/core/package.json');
  const rspackCore: string = '@rspack/core';
  return (createRequire(rsbuild)(rspackCore) as { rspack: typeof rspack }).rspack.experiments.swc;
}

/**
 * The page's inline start script: ./start-app.ts compiled for the browsers of the build's targets,
 * called with `names`, in a function of its own, minified. Its hash goes in the CSP.
 */
export function compileStartScript(names: StartNames, swc: Swc = loadSwc()): string {
  const { transformSync, minifySync } = swc;
  const source = readFileSync(new URL('./start-app.ts', import.meta.url), 'utf8');
  const { code } = transformSync(source, {
    filename: 'start-app.ts',
    jsc: { parser: { syntax: 'typescript' }, target: 'es2020' },
    isModule: true,
  });
  // A classic script has no exports: the module's exported declarations become plain ones.
  const body = code.replace(/\bexport (?=const |function )/g, '');
  if (/\b(import|export)\b/.test(body))
    throw new Error('start-app.ts may import nothing and export declarations only');
  return minifySync(`(function(){${body}startApp(${JSON.stringify(names)})})()`, {
    compress: { passes: 2 },
    mangle: true,
    ecma: 2020,
  }).code;
}
