import { describe, expect, it } from '@rstest/core';
import { lint } from './lint-probe';

/**
 * Functions of 60 lines at most and files of 300 at most, tests included (biome.json): each rule
 * broken on purpose in a new file, which Biome must refuse. The files listed in biome.json's last
 * override are the ones still to split; a new file is never among them.
 */
const body = (lines: number) => Array.from({ length: lines }, (_, i) => `  console.log(${i});`).join('\n');

describe('size rules', () => {
  it('refuses a function of more than 60 lines', async () => {
    const { failed, output } = await lint(
      'packages/server/src/api/lint-probe-size.ts',
      `export function tooLong() {\n${body(61)}\n}`,
    );
    expect(failed).toBe(true);
    expect(output).toContain('noExcessiveLinesPerFunction');
  });

  it('refuses a file of more than 300 lines, a test file too', async () => {
    const functions = Array.from({ length: 40 }, (_, i) => `export function part${i}() {\n${body(6)}\n}`);
    const { failed, output } = await lint('remote-admin/src/lint-probe-size.test.ts', functions.join('\n'));
    expect(failed).toBe(true);
    expect(output).toContain('noExcessiveLinesPerFile');
  });

  it('accepts a function of 60 lines', async () => {
    const { failed, output } = await lint(
      'packages/server/src/api/lint-probe-size-allowed.ts',
      `export function justRight() {\n${body(58)}\n}`,
    );
    expect(output).not.toContain('noExcessiveLines');
    expect(failed).toBe(false);
  });
});
