// `pnpm --filter e2e bench:start`: the JavaScript a first visit to `/` downloads on a phone until
// the app is idle, file by file and summed by workspace (shell, each remote): on the wire as the
// server sent it (Chromium asks for gzip over plain HTTP) and gzip level 9 of each body.
//
//   pnpm build && pnpm --filter e2e bench:start          the built site, on a server of its own
//   BASE_URL=http://127.0.0.1:4000 pnpm --filter e2e bench:start   a server already running (printed only)
//   pnpm --filter e2e bench:start /tarifs                another page
//
// The figures go to benchmarks/start-size.json, with the last different figures kept as
// `previous` (before and after a cut); BENCHMARKS.md is generated from it.
import { existsSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { APP_START_ID } from '@lapm/contracts';
import { chromium } from '@playwright/test';
import { benchFile, startBench } from '../../tooling/benchmarks/record';
import type { BenchFile, StartScript } from '../../tooling/benchmarks/results';
import { previousOf, sumByWorkspace } from '../../tooling/benchmarks/start-size';
import { kb } from '../support/bytes';
import { waitForApp } from '../support/ready';
import { chromiumLaunchOptions, type RunningServer, startSiteServer } from '../support/server';

const TARGET_KB = 100;
const WIDTH = 390;
const path = process.argv.slice(2).find((arg) => arg.startsWith('/')) ?? '/';
const bench = startBench('start-size', `pnpm --filter e2e bench:start${path === '/' ? '' : ` ${path}`}`);
const server: RunningServer | undefined = process.env.BASE_URL ? undefined : await startSiteServer({});
const baseURL = process.env.BASE_URL ?? server?.url ?? '';
const browser = await chromium.launch(chromiumLaunchOptions);

/** Until nothing is fetched and the main thread has had an idle period: what the start costs. */
async function visit() {
  const context = await browser.newContext({ viewport: { width: WIDTH, height: 844 }, locale: 'fr-FR' });
  const page = await context.newPage();
  const pending: Promise<Omit<StartScript, 'workspace' | 'start'> & { encoding: string }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const url = new URL(response.url());
    if (url.protocol === 'data:') return;
    pending.push(
      Promise.all([response.body(), response.request().sizes(), response.allHeaders()]).then(
        ([body, sizes, headers]) => ({
          path: url.pathname,
          wire: sizes.responseBodySize,
          gzip: gzipSync(body, { level: 9 }).length,
          encoding: headers['content-encoding'] ?? 'identity',
        }),
      ),
    );
  });
  try {
    const html = (await (await page.goto(`${baseURL}${path}`, { waitUntil: 'networkidle' }))?.text()) ?? '';
    await waitForApp(page);
    for (let round = 0; round < 2; round++) {
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => new Promise((idle) => requestIdleCallback(idle, { timeout: 5_000 })));
    }
    // A server-rendered page lists its start scripts for its start script (docs/decisions/0015).
    const listed = new RegExp(`<script type="application/json" id="${APP_START_ID}">([^<]*)</script>`).exec(
      html,
    )?.[1];
    const named = new Set(
      [
        ...[...html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1] ?? ''),
        ...(listed ? (JSON.parse(listed) as string[]) : []),
      ].map((src) => new URL(src, baseURL).pathname),
    );
    const scripts = await Promise.all(pending);
    return scripts.map(({ encoding, ...script }) => ({ ...script, start: named.has(script.path), encoding }));
  } finally {
    await context.close();
  }
}

try {
  const scripts = await visit();
  const encoding = [...new Set(scripts.map((script) => script.encoding))].join(', ');
  const sums = sumByWorkspace(scripts.map(({ encoding: _, ...script }) => script));
  console.log(
    `JavaScript of ${path} at ${WIDTH} px until idle (on the wire: ${encoding}; gzip 9 of each body):`,
  );
  for (const file of sums.files)
    console.log(
      `  ${kb(file.wire).padStart(9)} ${kb(file.gzip).padStart(9)}  ${file.workspace.padEnd(17)} ${file.path}`,
    );
  for (const sum of sums.byWorkspace)
    console.log(
      `  ${sum.workspace.padEnd(17)} ${kb(sum.wire).padStart(9)} wire, ${kb(sum.gzip)} gzip, ${sum.files} files`,
    );
  console.log(
    `  ${'all'.padEnd(17)} ${kb(sums.total.wire).padStart(9)} wire, ${kb(sums.total.gzip)} gzip (target ${TARGET_KB} KB)`,
  );
  // Only the figures of a site built and started here: another server's would not be this commit's.
  if (server) {
    const file = benchFile('start-size');
    const last = existsSync(file)
      ? (JSON.parse(readFileSync(file, 'utf8')) as BenchFile<'start-size'>)
      : undefined;
    const previous = previousOf(last?.results.path === path ? last : undefined, sums.total);
    bench.write({
      path,
      width: WIDTH,
      targetKB: TARGET_KB,
      encoding,
      ...sums,
      ...(previous ? { previous } : {}),
    });
  }
} finally {
  await browser.close();
  await server?.stop();
}
