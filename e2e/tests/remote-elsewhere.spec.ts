import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { blogArticlePath, paths } from '@lapm/contracts';
import { waitForApp } from '../support/ready';
import { type RunningServer, repoRoot, startSiteServer } from '../support/server';
import { publishRemote, type StaticHost } from '../support/static-host';
import { expect, test } from '../support/test';

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
 * The blog rebuilt with a changed title, as its team would: its sources copied aside (with its
 * dependencies), the title edited, `rsbuild build` run there. Returns the new dist/.
 */
function rebuildWithTitle(from: string, to: string): string {
  const source = join(repoRoot, 'remote-blog');
  const copy = mkdtempSync(join(tmpdir(), 'lapm-blog-rebuild-'));
  for (const entry of ['src', 'package.json', 'rsbuild.config.ts']) {
    cpSync(join(source, entry), join(copy, entry), { recursive: true });
  }
  symlinkSync(join(source, 'node_modules'), join(copy, 'node_modules'));
  const strings = join(copy, 'src', 'i18n', 'fr.ts');
  const text = readFileSync(strings, 'utf8');
  expect(text).toContain(`title: '${from}',`);
  writeFileSync(strings, text.replace(`title: '${from}',`, `title: '${to}',`));
  const rsbuild = join(source, 'node_modules', '@rsbuild', 'core', 'bin', 'rsbuild.js');
  execFileSync(process.execPath, [rsbuild, 'build'], { cwd: copy, stdio: 'ignore' });
  return join(copy, 'dist');
}

test('a new build published on that host shows in the server’s HTML within seconds, same server', async () => {
  // The rebuild itself takes a minute on a busy machine.
  test.setTimeout(240_000);
  const before = h1(await (await fetch(`${site.url}${paths.blog}`)).text()) ?? '';
  expect(before).toBe('Le blog');
  const changed = `${before} (nouvelle version)`;
  const built = rebuildWithTitle(before, changed);
  // Published as the README says: the new files beside the old ones, the manifests replaced.
  cpSync(built, host.folder, { recursive: true });
  rmSync(dirname(built), { recursive: true, force: true });
  const published = Date.now();
  await expect
    .poll(async () => h1(await (await fetch(`${site.url}${paths.blog}`)).text()), { timeout: 10_000 })
    .toBe(changed);
  expect(Date.now() - published).toBeLessThan(10_000);
  // The same process answered before and after: it was not restarted to see the new build.
  expect(site.exitCode()).toBeNull();
});
