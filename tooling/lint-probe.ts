import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll } from '@rstest/core';

const root = join(import.meta.dirname, '..');
const probes: string[] = [];
afterAll(() => {
  for (const probe of probes) rmSync(probe, { force: true });
});

/** Writes `source` to `file` (removed after the tests) and lints it as `pnpm lint` would. */
export async function lint(file: string, source: string): Promise<{ failed: boolean; output: string }> {
  const path = join(root, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${source}\n\nexport const probe = true;\n`);
  probes.push(path);
  const biome = join(root, 'node_modules', '@biomejs', 'biome', 'bin', 'biome');
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [biome, 'lint', path], {
      cwd: root,
    });
    return { failed: false, output: stdout + stderr };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return { failed: true, output: stdout + stderr };
  }
}
