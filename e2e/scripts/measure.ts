// `pnpm size`: builds each app and reports its build time, then loads pages in Chromium
// and sums what a first-time visitor downloads: JavaScript (gzip), then images and the whole visit.
import { execFileSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { kb, measureRoute, visitBytes } from '../support/bytes';
import { chromiumLaunchOptions, repoRoot, startSiteServer } from '../support/server';

// The server too: the pages below are served by its compiled build, as deployed.
const apps = [
  'shell',
  'remote-marketing',
  'remote-blog',
  'remote-account',
  'remote-admin',
  'packages/server',
];

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
  console.log('\nWhole first visit (scripts, pages, styles and fonts gzip; images as served):');
  for (const route of ['/', '/portfolio', '/portrait-mariage', '/blog']) {
    const visit = await measureRoute(browser, server.url, route);
    const images = visit.images.reduce((sum, file) => sum + file.bytes, 0);
    console.log(
      `  ${route.padEnd(18)} images ${kb(images).padStart(9)} (${visit.images.length} files, largest ${kb(visit.images[0]?.bytes ?? 0)})  scripts ${kb(visit.scriptGzip).padStart(9)}  total ${kb(visitBytes(visit)).padStart(9)}`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
