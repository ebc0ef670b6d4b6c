import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { renderBenchmarks } from './docs';
import { readBenchFiles } from './files';
import { startBench } from './record';
import type { BenchFile, BenchName, BenchResults, LighthouseFigures } from './results';
import { previousOf, sumByWorkspace, workspaceOf } from './start-size';

/** The benches Lighthouse drives cannot run here: their writing is checked on small fixtures. */

const figures = (lcpMs: number, performance = 99): LighthouseFigures => ({
  performance,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs,
  tbtMs: 12,
  cls: 0,
});

const fixtures: { [N in BenchName]?: BenchResults[N] } = {
  lighthouse: {
    runs: 3,
    protocol: 'HTTPS and HTTP/2 (loopback front)',
    benchmarkIndex: 1907,
    rows: [
      {
        path: '/',
        elsewhere: false,
        startWire: 84_378,
        scriptWire: 137_000,
        scriptGzip: 158_720,
        scriptFiles: 9,
        failing: [],
        ...figures(1234),
      },
    ],
    firstTap: { times: [120], tries: 5, lost: 0, medianMs: 120 },
    hydratedMs: { header: 900, screen: 1400, longestTask: 101, blocking: 77 },
  },
  floor: {
    runs: 3,
    benchmarkIndex: 1800,
    rows: [{ path: '/tarifs', page: figures(1080), floor: figures(1220, 100), misses: ['Perf. 96 < 97'] }],
  },
  'lighthouse-busy': {
    photos: 20,
    photosPerMinute: 2.5,
    rows: [{ path: '/', waitingBefore: 20, waitingAfter: 14, ...figures(2100, 81) }],
  },
  'early-visits': {
    tries: 3,
    checks: [
      { name: 'menu', passed: true, why: '' },
      { name: '404', passed: false, why: 'pas de lien' },
    ],
    visits: [{ kind: 'tapées', path: '/contact', kept: 5, total: 5, early: 2, lost: [] }],
  },
};

/** The section of a document with one section per bench, written by the benches' own code. */
function writeAndRender(names: BenchName[]) {
  const dir = mkdtempSync(join(tmpdir(), 'lapm-bench-'));
  for (const name of names) startBench(name, `pnpm bench:${name}`, dir).write(fixtures[name] as never);
  const markdown = names
    .map((name) => `## ${name}\n\n<!-- bench:${name} -->\nà la main : 42 ms\n<!-- /bench:${name} -->\n`)
    .join('\n');
  return { dir, markdown: renderBenchmarks(markdown, readBenchFiles(dir)) };
}

const section = (markdown: string, name: string) =>
  markdown.slice(markdown.indexOf(`<!-- bench:${name} -->`), markdown.indexOf(`<!-- /bench:${name} -->`));

describe('the Lighthouse benches in BENCHMARKS.md', () => {
  it('writes each bench to benchmarks/<name>.json with its command and machine', () => {
    const { dir } = writeAndRender(['floor']);
    const file = JSON.parse(readFileSync(join(dir, 'floor.json'), 'utf8')) as BenchFile<'floor'>;
    expect(file.command).toBe('pnpm bench:floor');
    expect(file.machine.cores).toBeGreaterThan(0);
    expect(file.results.rows[0]?.floor.lcpMs).toBe(1220);
  });

  it('puts each bench’s figures in its table, in place of the hand-typed ones', () => {
    const { markdown } = writeAndRender(['lighthouse', 'floor', 'lighthouse-busy', 'early-visits']);
    expect(markdown).not.toContain('à la main');
    expect(section(markdown, 'lighthouse')).toContain(
      '| `/` | 99 | 1,23 s | 12 ms | 0,000 | 100 / 100 / 100 | 82,4 Ko | 155,0 Ko (9) |',
    );
    expect(section(markdown, 'lighthouse')).toContain('plus longue tâche 101 ms, bloquant 77 ms');
    expect(section(markdown, 'floor')).toContain('| `/tarifs` | 99 / 100 | 1,08 s / 1,22 s |');
    expect(section(markdown, 'floor')).toContain('Perf. 96 < 97');
    expect(section(markdown, 'lighthouse-busy')).toContain('20 → 14');
    expect(section(markdown, 'early-visits')).toContain('**1 vérifications sur 2** (manquées : 404)');
    expect(section(markdown, 'early-visits')).toContain('| tapées | `/contact` | 5 sur 5 | 2 | – |');
  });

  it('says « pas encore mesuré » for a bench with no file, with no figure left', () => {
    const markdown = renderBenchmarks(
      '<!-- bench:floor -->\n| `/` | 100 / 100 | 0,99 s |\n<!-- /bench:floor -->\n',
      {},
    );
    expect(markdown).toContain('pas encore mesuré');
    expect(markdown).not.toMatch(/\d/);
  });

  it('says « pas encore mesuré » for a file that holds no measurement', () => {
    const { dir } = writeAndRender([]);
    const bench = startBench('lighthouse', 'pnpm --filter e2e bench', dir);
    bench.write({ ...(fixtures.lighthouse as BenchResults['lighthouse']), rows: [] });
    const markdown = renderBenchmarks(
      '<!-- bench:lighthouse -->\nx\n<!-- /bench:lighthouse -->\n',
      readBenchFiles(dir),
    );
    expect(markdown).toContain('pas encore mesuré');
    expect(markdown).not.toContain('Lighthouse 12.8 mobile');
  });
});

describe('the JavaScript of a first visit (bench:start)', () => {
  const scripts = [
    { path: '/static/js/lib-react.1.js', wire: 58_000, gzip: 68_000, start: true },
    { path: '/remotes/marketing/static/js/marketing.2.js', wire: 13_000, gzip: 15_000, start: false },
    { path: '/static/js/async/u.3.js', wire: 19_000, gzip: 21_000, start: false },
  ];

  it('names the workspace that built each script from where it is served', () => {
    expect(workspaceOf('/static/js/index.1.js')).toBe('shell');
    expect(workspaceOf('/remotes/blog/static/js/async/a.js')).toBe('remote-blog');
  });

  it('sums the scripts by workspace and in all', () => {
    const sums = sumByWorkspace(scripts);
    expect(sums.total).toEqual({ wire: 90_000, gzip: 104_000 });
    expect(sums.byWorkspace).toEqual([
      { workspace: 'shell', files: 2, wire: 77_000, gzip: 89_000 },
      { workspace: 'remote-marketing', files: 1, wire: 13_000, gzip: 15_000 },
    ]);
  });

  it('keeps the last different figures as « Avant », and renders both', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lapm-bench-'));
    const write = (list: typeof scripts) => {
      const last = readBenchFiles(dir)['start-size'] as BenchFile<'start-size'> | undefined;
      const sums = sumByWorkspace(list);
      const previous = previousOf(last, sums.total);
      startBench('start-size', 'pnpm --filter e2e bench:start', dir).write({
        path: '/',
        width: 390,
        targetKB: 100,
        encoding: 'br',
        ...sums,
        ...(previous ? { previous } : {}),
      });
    };
    write(scripts);
    write(scripts.slice(0, 1));
    write(scripts.slice(0, 1));
    const file = readBenchFiles(dir)['start-size'] as BenchFile<'start-size'>;
    expect(file.results.previous?.total.wire).toBe(90_000);
    const markdown = renderBenchmarks('<!-- bench:start-size -->\nx\n<!-- /bench:start-size -->\n', {
      'start-size': file,
    });
    expect(markdown).toContain(
      '**56,6 Ko** sur le fil (br), 66,4 Ko en gzip 9 ; cible 100 Ko sur le fil : oui.',
    );
    expect(markdown).toContain(': 87,9 Ko sur le fil, 101,6 Ko en gzip 9.');
    expect(markdown).toContain('| `shell` | 1 | 56,6 Ko | 66,4 Ko | 75,2 Ko | 86,9 Ko |');
    expect(markdown).toContain('| `remote-marketing` | 0 | 0,0 Ko | 0,0 Ko | 12,7 Ko | 14,6 Ko |');
  });
});
