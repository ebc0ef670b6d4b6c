// Prerender step of the build: `node scripts/prerender.mjs [marketing] [blog] [account] [shell]`
// (default: all). The work is done by packages/seo/scripts/prerender.ts, run through tsx
// because it reads the TypeScript route table; see docs/seo.md.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './apps.mjs';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Renders the public pages of the given remotes ('marketing', 'blog', 'account') and the shell's 404 page.
 * Without Chromium (a fresh machine) the step is skipped: the site still works, pages are
 * then rendered in the browser only.
 */
export function prerender(targets = []) {
  if (!existsSync(chromiumPath)) {
    console.warn(
      `Prérendu ignoré : Chromium introuvable (${chromiumPath}). Installez le paquet Debian « chromium » pour servir des pages prérendues.`,
    );
    return Promise.resolve();
  }
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/prerender.ts', ...targets], {
      cwd: join(root, 'packages', 'seo'),
      stdio: 'inherit',
    });
    child.on('exit', (code) =>
      code === 0 ? resolvePromise() : reject(new Error(`Le prérendu a échoué (code ${code}).`)),
    );
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await prerender(process.argv.slice(2));
}
