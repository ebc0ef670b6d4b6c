// `pnpm size`: builds each app and reports its build time, then loads `/` in
// Chromium and sums the JavaScript a first-time visitor downloads (gzip sizes).
import { execFileSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions, repoRoot, startSiteServer } from '../support/server';

const apps = ['shell', 'remote-marketing', 'remote-blog', 'remote-account', 'remote-admin'];

console.log('Build time (one app at a time):');
for (const app of apps) {
  const started = performance.now();
  execFileSync('pnpm', ['--filter', `./${app}`, 'build'], { cwd: repoRoot, stdio: 'ignore' });
  console.log(`  ${app.padEnd(18)} ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const server = await startSiteServer({});
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const path of ['/', '/blog', '/login']) {
    const page = await browser.newPage();
    const scripts = new Map<string, number>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => null);
      if (body) scripts.set(response.url(), gzipSync(body, { level: 9 }).length);
    });
    await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
    const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
    console.log(`\nJavaScript for ${path}: ${scripts.size} files, ${(total / 1024).toFixed(1)} KB gzip`);
    for (const [url, size] of [...scripts].sort((a, b) => b[1] - a[1])) {
      console.log(`  ${(size / 1024).toFixed(1).padStart(6)} KB  ${new URL(url).pathname}`);
    }
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
