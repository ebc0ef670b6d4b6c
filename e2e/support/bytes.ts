import { gzipSync } from 'node:zlib';
import { APP_START_ID } from '@lapm/contracts';
import type { Browser } from '@playwright/test';
import { waitForApp } from './ready';

export interface Download {
  /** Path of the file on the site, e.g. /static/js/index.1a2b3c4d.js. */
  path: string;
  /** Size of the file itself (what an image costs: it is already compressed). */
  bytes: number;
  /** Size gzip-compressed at level 9: what a script costs, whatever the server sent. */
  gzip: number;
  /** Bytes of the body on the wire, as the server sent it (its brotli copy, for a browser that asks). */
  wire: number;
  /**
   * A script the page itself names (a `<script src>` of its HTML): what the app needs to
   * start. The others are loaded by these once they run: the federation runtime, the
   * remote and its screen, whose server HTML is on screen until they are there.
   */
  start?: boolean;
}

export interface RouteBytes {
  route: string;
  scripts: Download[];
  images: Download[];
  /** Everything else: the page, style sheets, fonts, JSON. */
  others: Download[];
  /** Total gzip size of `scripts`. */
  scriptGzip: number;
  /** Total size of `scripts` on the wire. */
  scriptWire: number;
  /** Size on the wire of the scripts that start the app (`Download.start`). */
  startWire: number;
}

/** What a visit costs on the wire: scripts and other text gzip, images as they are. */
export const visitBytes = ({ scripts, images, others }: RouteBytes) =>
  [...scripts, ...others].reduce((sum, file) => sum + file.gzip, 0) +
  images.reduce((sum, file) => sum + file.bytes, 0);

/**
 * Opens `route` in a fresh page (empty cache, as a first visit) and lists the scripts
 * and images it downloads until the network is idle, largest first. Inline (data:)
 * images are part of the script that generates them. Bytes are
 * deterministic for a given build, so budgets can be asserted on them.
 */
export async function measureRoute(browser: Browser, origin: string, route: string): Promise<RouteBytes> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const pending: Promise<void>[] = [];
  const scripts: Download[] = [];
  const images: Download[] = [];
  const others: Download[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const into = type === 'script' ? scripts : type === 'image' ? images : others;
    const url = new URL(response.url());
    if (url.protocol === 'data:') return;
    pending.push(
      Promise.all([response.body(), response.request().sizes()])
        .then(([body, sizes]) => {
          into.push({
            path: url.pathname,
            bytes: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
            wire: sizes.responseBodySize,
          });
        })
        .catch(() => undefined),
    );
  });
  let html = '';
  try {
    html = (await (await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' }))?.text()) ?? '';
    // The visit is complete when the app has hydrated the page and its screen is loaded.
    await waitForApp(page);
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
  } finally {
    await context.close();
  }
  const listed = new RegExp(`<script type="application/json" id="${APP_START_ID}">([^<]*)</script>`).exec(
    html,
  )?.[1];
  const named = new Set(
    [
      ...[...html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1] ?? ''),
      // A server-rendered page lists them for its start script (docs/decisions/0015).
      ...(listed ? (JSON.parse(listed) as string[]) : []),
    ].map((src) => new URL(src, origin).pathname),
  );
  for (const script of scripts) script.start = named.has(script.path);
  scripts.sort((a, b) => b.gzip - a.gzip);
  images.sort((a, b) => b.bytes - a.bytes);
  const total = (field: 'gzip' | 'wire', files = scripts) =>
    files.reduce((sum, file) => sum + file[field], 0);
  return {
    route,
    scripts,
    images,
    others,
    scriptGzip: total('gzip'),
    scriptWire: total('wire'),
    startWire: total(
      'wire',
      scripts.filter((file) => file.start),
    ),
  };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
