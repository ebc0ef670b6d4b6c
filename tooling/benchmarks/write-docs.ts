/**
 * `pnpm bench:docs` (also the last step of `pnpm bench`): rewrites BENCHMARKS.md's tables from
 * the benches' files in benchmarks/. The prose around them is kept.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { renderBenchmarks } from './docs';
import { benchmarksDoc, readBenchFiles } from './files';

const files = readBenchFiles();
writeFileSync(benchmarksDoc, renderBenchmarks(readFileSync(benchmarksDoc, 'utf8'), files));
console.log(`BENCHMARKS.md écrit depuis benchmarks/ (${Object.keys(files).join(', ') || 'aucun fichier'})`);
