import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@rstest/core';
import { renderBenchmarks } from './benchmarks/docs';
import { benchmarksDoc, readBenchFiles } from './benchmarks/files';
import type { BenchFile } from './benchmarks/results';

/** BENCHMARKS.md's figures come from the benches' committed files (`pnpm bench:docs`), never from a hand. */
describe('BENCHMARKS.md', () => {
  const markdown = readFileSync(benchmarksDoc, 'utf8');
  const files = readBenchFiles();

  it('is what pnpm bench:docs writes from the committed files of benchmarks/', () => {
    expect(Object.keys(files).length).toBeGreaterThan(0);
    expect(markdown).toBe(renderBenchmarks(markdown, files));
  });

  it('changes when a figure of a generated table is edited by hand', () => {
    const [name] = Object.entries(files)[0] as [string, BenchFile];
    const section = markdown.slice(
      markdown.indexOf(`<!-- bench:${name} -->`),
      markdown.indexOf(`<!-- /bench:${name} -->`),
    );
    const figure = section.match(/\| (\d[\d\s ]*)(?: ms)? \|/)?.[1];
    expect(figure).toBeDefined();
    const edited = markdown.replace(section, section.replace(`| ${figure}`, `| 9${figure}`));
    expect(edited).not.toBe(markdown);
    expect(renderBenchmarks(edited, files)).toBe(markdown);
  });

  it('names its source: date, command, commit, cores, Node and load', () => {
    for (const [name, file] of Object.entries(files)) {
      const section = markdown.slice(markdown.indexOf(`<!-- bench:${name} -->`));
      expect(section).toContain(file.command);
      expect(section).toContain(file.commit.slice(0, 7));
      expect(section).toContain(`${file.machine.cores} cœurs, Node ${file.machine.node}`);
    }
  });

  it('refuses results of a bench it has no section for', () => {
    const [, file] = Object.entries(files)[0] as [string, BenchFile];
    expect(() => renderBenchmarks('# Mesures\n', { [file.bench]: file })).toThrow(/no section/);
  });
});
