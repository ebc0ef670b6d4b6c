import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type RemoteManifest, routeTable } from '@lapm/contracts';
import type { Config } from '../config';

/** The id the shell reads the run-time manifest from (shell/src/features/remotes/manifest.ts). */
export const INLINE_MANIFEST_ID = 'remotes-manifest';

/** The parts of a remote's mf-manifest.json that say which files a screen needs. */
interface FederationManifest {
  metaData: { remoteEntry: { name: string; path: string } };
  exposes: { name: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
}

const routePatterns = routeTable.map((route) => ({
  route,
  pattern: new RegExp(`^${route.path.replace(/:[^/]+/g, '[^/]+')}/?$`),
}));

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const link = (href: string, as: 'fetch' | 'script' | 'style') =>
  `<link rel="preload" href="${escapeAttribute(href)}" as="${as}"${as === 'fetch' ? ' crossorigin="anonymous"' : ''}>`;

/**
 * Preload hints for the screen of a public page: its remote's mf-manifest.json, remote
 * entry and the chunks of the exposed screen, which the browser would otherwise only
 * discover one after the other once the shell runs. Screens behind login are never
 * hinted (a visitor must not download account or admin code), nor a remote served
 * from elsewhere.
 */
function preloadHints(config: Config, path: string): string[] {
  const route = routePatterns.find(({ pattern }) => pattern.test(path))?.route;
  if (route?.access !== 'public') return [];
  const { url, dir } = config.remotes[route.remote];
  const manifestFile = dir && join(dir, 'mf-manifest.json');
  if (!manifestFile || !existsSync(manifestFile)) return [];
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as FederationManifest;
  const expose = manifest.exposes.find((entry) => entry.name === route.module);
  if (!expose) return [];
  // Built with `assetPrefix: 'auto'`: files are relative to where the manifest is.
  const base = url.slice(0, url.lastIndexOf('/') + 1);
  const { remoteEntry } = manifest.metaData;
  return [
    link(url, 'fetch'),
    link(`${base}${remoteEntry.path ? `${remoteEntry.path}/` : ''}${remoteEntry.name}`, 'script'),
    ...expose.assets.css.sync.map((file) => link(`${base}${file}`, 'style')),
    ...expose.assets.js.sync.map((file) => link(`${base}${file}`, 'script')),
  ];
}

/**
 * A page of the shell (its index.html, or a page built from it) for `path`, with the
 * run-time manifest inlined (a JSON data block, which the CSP does not treat as a script)
 * so the shell starts without a /remotes.json round trip, and the preload hints of the
 * page's screen.
 */
export function withStartHints(html: string, config: Config, path: string, manifest: RemoteManifest): string {
  const json = JSON.stringify(manifest).replace(/</g, '\\u003c');
  const head = [
    `<script type="application/json" id="${INLINE_MANIFEST_ID}">${json}</script>`,
    ...preloadHints(config, path),
  ].join('');
  return html.replace('</head>', `${head}</head>`);
}
