import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { paths } from '@lapm/contracts';
import { waitForApp } from '../support/ready';
import { repoRoot, startSiteServer } from '../support/server';
import { client, fakeToken, seedToken } from '../support/session';
import { expect, type Page, test } from '../support/test';

const fallback = 'Cette partie du site est momentanément indisponible.';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** A copy of a remote's build with one visible text changed, as a new deployment would bring. */
function redeployedCopy(remote: string, from: string, to: string, renameChunks: boolean): string {
  const dir = mkdtempSync(join(tmpdir(), `lapm-${remote}-`));
  // Pre-compressed copies would be served instead of the edited files: leave them out.
  cpSync(join(repoRoot, `remote-${remote}`, 'dist'), dir, {
    recursive: true,
    filter: (src) => !/\.(br|gz)$/.test(src),
  });
  const renames = new Map<string, string>();
  if (renameChunks) {
    // A real rebuild gives changed chunks new hashed names: old names then answer 404.
    for (const file of filesUnder(dir)) {
      const match = /\.([0-9a-f]{8,})\.js$/.exec(file);
      if (match?.[1]) renames.set(match[1], `${match[1].slice(0, -2)}ff`);
    }
  }
  for (const file of filesUnder(dir)) {
    if (!/\.(js|json)$/.test(file)) continue;
    let text = readFileSync(file, 'utf8').split(from).join(to);
    for (const [oldHash, newHash] of renames) text = text.split(oldHash).join(newHash);
    writeFileSync(file, text);
    const hash = /\.([0-9a-f]{8,})\.js$/.exec(file)?.[1];
    const renamed = hash && renames.get(hash);
    if (renamed) renameSync(file, file.replace(hash, renamed));
  }
  return dir;
}

/** The marketing remote is down: the server and the browser show the fallback, and the rest works. */
async function theSiteWithoutItsMarketingRemote(page: Page) {
  const server = await startSiteServer({ REMOTE_MARKETING_URL: '/remotes/absent/mf-manifest.json' });
  try {
    // The server sends the shell with the fallback in the page area, not an error.
    const served = await fetch(`${server.url}/`);
    expect(served.status).toBe(200);
    const html = await served.text();
    expect(html).toContain(fallback);
    expect(html).toContain('LAPM Photographie');
    await page.goto(`${server.url}/`);
    await expect(page.getByText(fallback)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Réessayer' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'LAPM Photographie' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(fallback)).toHaveCount(0);
    await page.goto(`${server.url}/login`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  } finally {
    await server.stop();
  }
}

/** A blog host that accepts the connection and never answers: the page waits 2 s at most for it. */
async function theSiteWithASilentBlogHost() {
  // A host that accepts the connection and never answers.
  const silent = createServer(() => {});
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const address = silent.address() as AddressInfo;
  const server = await startSiteServer({
    REMOTE_BLOG_URL: `http://127.0.0.1:${address.port}/mf-manifest.json`,
  });
  try {
    const started = Date.now();
    const served = await fetch(`${server.url}${paths.blog}`);
    const waited = Date.now() - started;
    expect(served.status).toBe(200);
    expect(await served.text()).toContain(fallback);
    // 2 s for the remote, plus the time to render on a busy machine.
    expect(waited).toBeLessThan(5000);
    // The rest of the site is not held up by it.
    expect((await fetch(`${server.url}/`)).status).toBe(200);
  } finally {
    await server.stop();
    silent.closeAllConnections();
    silent.close();
  }
}

/** An open tab, after a redeploy removed the blog's old chunks, reloads the remote once and recovers. */
async function anOpenTabAfterTheOldChunksAreGone(page: Page) {
  const dir = mkdtempSync(join(tmpdir(), 'lapm-blog-live-'));
  cpSync(join(repoRoot, 'remote-blog', 'dist'), dir, {
    recursive: true,
    filter: (src) => !/\.(br|gz)$/.test(src),
  });
  const server = await startSiteServer({ REMOTE_BLOG_DIR: dir });
  // Every answer for the blog's files once the tab is open, with the step it came in: a failure then
  // says whether a chunk was missing, refused or aborted, and whether before or after the navigation.
  let step = 'redeploy';
  const blogFiles: string[] = [];
  try {
    await page.goto(`${server.url}${paths.blog}`);
    await waitForApp(page);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    page.on('response', (response) => {
      if (response.url().includes('/remotes/blog/'))
        blogFiles.push(`${step}: ${response.status()} ${response.url()}`);
    });
    page.on('requestfailed', (request) => {
      if (request.url().includes('/remotes/blog/'))
        blogFiles.push(`${step}: ${request.failure()?.errorText} ${request.url()}`);
    });
    // The visitor's tab now holds the old remote entry; the studio deploys a new build.
    const next = redeployedCopy('blog', 'Bonne lecture.', 'Bonne lecture !', true);
    rmSync(dir, { recursive: true, force: true });
    cpSync(next, dir, { recursive: true });
    rmSync(next, { recursive: true, force: true });
    step = 'navigation';
    // In-app navigation, as a click on an article card does: no page reload.
    await page.evaluate(() => {
      history.pushState({}, '', '/blog/2025-06-01');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/blog\/2025-06-01$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(fallback)).toHaveCount(0);
    expect(blogFiles.filter((line) => line.startsWith('navigation: 404'))).not.toHaveLength(0);
  } catch (error) {
    // What the blog's files answered, as they stand when the check failed.
    if (error instanceof Error) error.message += `\nfichiers du blog :\n${blogFiles.join('\n')}`;
    throw error;
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

test.describe('remotes found at run time', () => {
  // Each test starts a server of its own, which opens its own database: slow on a busy machine.
  test.beforeEach(() => test.setTimeout(120_000));

  test('a remote that is down shows the fallback, and the rest of the site keeps working', async ({
    page,
  }) => {
    await theSiteWithoutItsMarketingRemote(page);
  });

  test('a remote whose host does not answer delays the page by 2 s at most, then the fallback', async () => {
    await theSiteWithASilentBlogHost();
  });

  test('a redeployed remote changes the site without rebuilding the shell', async ({ page }) => {
    await page.goto(paths.blog);
    const heading = (await page.getByRole('main').getByRole('heading', { level: 1 }).textContent()) ?? '';
    const changed = `${heading} (nouvelle version)`;
    const dir = redeployedCopy('blog', heading, changed, false);
    const server = await startSiteServer({ REMOTE_BLOG_DIR: dir });
    try {
      await page.goto(`${server.url}${paths.blog}`);
      // The server renders the new build of the remote; the app hydrates it.
      await waitForApp(page);
      await expect(page.getByRole('heading', { level: 1, name: changed })).toBeVisible();
    } finally {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  test('after a redeploy removed the old chunks, an open tab reloads the remote once and recovers', async ({
    page,
  }) => {
    await anOpenTabAfterTheOldChunksAreGone(page);
  });
});

test.describe('one React and one session store for the whole site', () => {
  test('a remote page sees the shell store change without a reload', async ({ page, context }) => {
    await seedToken(page, fakeToken(client));
    await page.goto(paths.me);
    await expect(page.getByText('Léa', { exact: true })).toBeVisible();

    // Another tab logs in as someone else: the shell's store picks it up, the remote re-renders.
    const other = await context.newPage();
    await other.goto(paths.contact);
    const renamed = fakeToken({ ...client, firstname: 'Camille' });
    await other.evaluate((token) => localStorage.setItem('jwtTokenClientLAPM', token), renamed);
    await expect(page.getByText('Camille', { exact: true })).toBeVisible();

    // Every shared package has one version, provided by the shell, in every federation instance.
    const providers = await page.evaluate(() => {
      type Versions = Record<string, { from: string }>;
      const federation = (
        globalThis as {
          __FEDERATION__?: { __SHARE__?: Record<string, { default?: Record<string, Versions> }> };
        }
      ).__FEDERATION__;
      const result: Record<string, string[]> = {};
      for (const scopes of Object.values(federation?.__SHARE__ ?? {})) {
        for (const [pkg, versions] of Object.entries(scopes.default ?? {})) {
          const found = Object.entries(versions).map(([version, info]) => `${version}@${info.from}`);
          result[pkg] = [...new Set([...(result[pkg] ?? []), ...found])];
        }
      }
      return result;
    });
    for (const pkg of ['react', 'react-dom', 'react-router-dom', '@lapm/session']) {
      expect(providers[pkg], pkg).toHaveLength(1);
      expect(providers[pkg]?.[0], pkg).toMatch(/@shell$/);
    }
  });
});
