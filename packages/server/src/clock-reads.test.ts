import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@rstest/core';

/** A read of the machine's time: `Date.now()`, `new Date()` without an argument. */
const WALL_CLOCK = /\bDate\.now\b|\bnew Date\(\s*\)/;

function sources(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => join(folder, file));
}

describe('the time of the jobs and the API', () => {
  it('comes from the app’s clock, which tests move, never from the machine’s', () => {
    const here = import.meta.dirname;
    const reads = [...sources(join(here, 'api')), ...sources(join(here, 'jobs'))].flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (WALL_CLOCK.test(line) ? [`${file.slice(here.length + 1)}:${i + 1}`] : [])),
    );
    expect(reads).toEqual([]);
  });
});
