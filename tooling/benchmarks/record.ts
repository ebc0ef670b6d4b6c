import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import type { BenchFile, BenchName, BenchResults } from './results';

/** Where each bench writes its last results, committed: BENCHMARKS.md is generated from them. */
export const benchmarksDir = join(import.meta.dirname, '..', '..', 'benchmarks');
export const benchFile = (name: BenchName, dir = benchmarksDir) => join(dir, `${name}.json`);

const git = (...args: string[]) => {
  try {
    return execFileSync('git', args, { cwd: import.meta.dirname, encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
};

const load = () => loadavg().map((value) => Number(value.toFixed(2)));

/**
 * Call when a bench starts (the machine's load is read then), and `write` its results when it
 * ends: the file says when, on what machine, under what load and at which commit they were
 * measured. On this shared 2-core machine a figure is only comparable under a similar load.
 * `dir` is for tests: the benches write to benchmarks/.
 */
export function startBench<N extends BenchName>(bench: N, command: string, dir = benchmarksDir) {
  const loadAtStart = load();
  return {
    write(results: BenchResults[N]) {
      const file: BenchFile<N> = {
        bench,
        command,
        date: new Date().toISOString(),
        commit: git('rev-parse', 'HEAD'),
        uncommittedChanges: git('status', '--porcelain', '--untracked-files=no') !== '',
        machine: {
          cpu: cpus()[0]?.model ?? 'unknown',
          cores: availableParallelism(),
          node: process.versions.node,
          load: { start: loadAtStart, end: load() },
        },
        results,
      };
      mkdirSync(dir, { recursive: true });
      writeFileSync(benchFile(bench, dir), `${JSON.stringify(file, null, 2)}\n`);
      console.log(`\nÉcrit dans benchmarks/${bench}.json (pnpm bench:docs met BENCHMARKS.md à jour)`);
    },
  };
}
