import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { blogArticlePath, paths } from '@lapm/contracts';
import { expect, test } from '@playwright/test';
import { waitForApp } from '../support/ready';
import { type RunningServer, startSiteServer } from '../support/server';
import { publishRemote, type StaticHost } from '../support/static-host';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

const h1 = (html: string) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];

/**
 * The blog deployed on a host of its own (a static file server with CORS, as a CDN would be),
 * the site's server configured with its manifest URL only: the server renders the blog's
 * pages with the blog's Node build fetched from there.
 */
let host: StaticHost;
let site: RunningServer;

test.beforeAll(async () => {
  // A second server opens its own database: slow on a busy machine.
  test.setTimeout(120_000);
  host = await publishRemote('blog');
  site = await startSiteServer({ REMOTE_BLOG_URL: `${host.url}/mf-manifest.json` });
});

test.afterAll(async () => {
  await site?.stop();
  await host?.close();
});

test('the server renders the pages of a remote deployed on another host', async () => {
  const list = await (await fetch(`${site.url}${paths.blog}`)).text();
  expect(h1(list)).toBe('Le blog');
  expect(list).toContain('Articles du blog');
  const article = await fetch(`${site.url}${blogArticlePath('2025-06-01')}`);
  expect(article.status).toBe(200);
  const html = await article.text();
  expect(h1(html)).toBeTruthy();
  expect(html).toContain('le fou rire de votre');
  // The screen's styles come from the blog's host, as the browser will fetch its code.
  expect(html).toContain(`<link rel="stylesheet" href="${host.url}/static/css/`);
});

test('the browser hydrates those pages with the code and styles from that host', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${site.url}${paths.blog}`);
  await waitForApp(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Le blog' })).toBeVisible();
  // The list's filter works: the screen is the app's, not only the server's markup.
  await page.getByRole('searchbox', { name: 'Filtrer les articles par titre' }).fill('zzz');
  await expect(page.getByText('Aucun article ne correspond à “zzz”.')).toBeVisible();
  expect(errors).toEqual([]);
});

/**
 * What a rebuild of the blog with a changed title publishes: the title changed in both builds,
 * and every hashed file under a new name (its old name then answers 404), manifests included.
 */
function rebuildWithTitle(from: string, to: string) {
  const renames = new Map<string, string>();
  for (const file of filesUnder(host.folder)) {
    const hash = /\.([0-9a-f]{8,})\.js$/.exec(file)?.[1];
    if (hash) renames.set(hash, `${hash.slice(0, -2)}ee`);
  }
  for (const file of filesUnder(host.folder)) {
    if (!/\.(js|json)$/.test(file)) continue;
    // Quoted either way: the browser build is minified, the Node build is not.
    let text = readFileSync(file, 'utf8')
      .split(`"${from}"`)
      .join(`"${to}"`)
      .split(`'${from}'`)
      .join(`'${to}'`);
    for (const [oldHash, newHash] of renames) text = text.split(oldHash).join(newHash);
    const hash = /\.([0-9a-f]{8,})\.js$/.exec(file)?.[1];
    const renamed = hash && renames.get(hash);
    writeFileSync(renamed ? file.replace(hash, renamed) : file, text);
    if (renamed) rmSync(file);
  }
  // Pre-compressed copies of the old files would be served instead of the new ones.
  for (const file of filesUnder(host.folder)) if (/\.(br|gz)$/.test(file)) rmSync(file);
}

test('a new build published on that host shows in the server’s HTML within seconds, same server', async () => {
  const before = h1(await (await fetch(`${site.url}${paths.blog}`)).text()) ?? '';
  expect(before).toBe('Le blog');
  const changed = `${before} (nouvelle version)`;
  rebuildWithTitle(before, changed);
  const published = Date.now();
  await expect
    .poll(async () => h1(await (await fetch(`${site.url}${paths.blog}`)).text()), { timeout: 10_000 })
    .toBe(changed);
  expect(Date.now() - published).toBeLessThan(10_000);
  // The same process answered before and after: it was not restarted to see the new build.
  expect(site.exitCode()).toBeNull();
});
