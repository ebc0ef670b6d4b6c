// `pnpm size`: builds each app and reports its build time, then loads `/` in
// Chromium and sums the JavaScript a first-time visitor downloads (gzip sizes).
import { execFileSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { kb, measureRoute } from '../support/bytes';
import { chromiumLaunchOptions, repoRoot, startSiteServer } from '../support/server';

const apps = ['shell', 'remote-marketing', 'remote-blog', 'remote-account', 'remote-admin'];

if (!process.argv.includes('--no-build')) {
  console.log('Build time (one app at a time):');
  for (const app of apps) {
    const started = performance.now();
    execFileSync('pnpm', ['--filter', `./${app}`, 'build'], { cwd: repoRoot, stdio: 'ignore' });
    console.log(`  ${app.padEnd(18)} ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}

const server = await startSiteServer({});
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  for (const route of ['/', '/blog', '/login']) {
    const { scripts, scriptGzip } = await measureRoute(browser, server.url, route);
    console.log(`\nJavaScript for ${route}: ${scripts.length} files, ${kb(scriptGzip)} gzip`);
    for (const { path, gzip } of scripts) console.log(`  ${kb(gzip).padStart(9)}  ${path}`);
  }
} finally {
  await browser.close();
  await server.stop();
}
