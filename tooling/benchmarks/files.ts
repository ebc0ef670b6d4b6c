import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { benchFile, benchmarksDir } from './record';
import type { BenchFile, BenchName, BenchResults } from './results';

export const benchmarksDoc = join(import.meta.dirname, '..', '..', 'BENCHMARKS.md');

const names: Record<BenchName, true> = {
  api: true,
  pages: true,
  photos: true,
  gallery: true,
  lighthouse: true,
  'lighthouse-busy': true,
  floor: true,
  'first-tap': true,
  'early-visits': true,
  'gallery-scroll': true,
  'gallery-first-screen': true,
  'gallery-upload': true,
  'start-size': true,
};
export const benchNames = Object.keys(names) as BenchName[];

/** The committed results, by bench: a bench never run since the files exist has none. */
export function readBenchFiles(dir = benchmarksDir): Partial<Record<BenchName, BenchFile>> {
  const files: Partial<Record<BenchName, BenchFile<keyof BenchResults>>> = {};
  for (const name of benchNames) {
    const path = benchFile(name, dir);
    if (existsSync(path)) files[name] = JSON.parse(readFileSync(path, 'utf8')) as BenchFile;
  }
  return files;
}
