import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@rstest/core';

const serverSources = join(import.meta.dirname, '..', 'packages', 'server', 'src');
const testFiles = readdirSync(serverSources, { recursive: true, encoding: 'utf8' }).filter((file) =>
  file.endsWith('.test.ts'),
);
const replacesAModule = (file: string) =>
  /\brs\.(mock|doMock)\(/.test(readFileSync(join(serverSources, file), 'utf8'));

describe('the runs of the server tests', () => {
  // rstest.server.config.ts runs the others file after file in one module graph, where a module
  // one file replaces is already loaded by an earlier file: the mock would silently not apply.
  it('run apart exactly the files that replace a module, named *.isolated.test.ts', () => {
    const isolated = testFiles.filter((file) => file.endsWith('.isolated.test.ts')).sort();
    expect(testFiles.filter(replacesAModule).sort()).toEqual(isolated);
  });
});
