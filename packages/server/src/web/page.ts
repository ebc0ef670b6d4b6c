import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type RemoteManifest, routeTable, SESSION_TOKEN_KEY } from '@lapm/contracts';
import type { Config } from '../config';

/** The id the shell reads the run-time manifest from (shell/src/features/remotes/manifest.ts). */
export const INLINE_MANIFEST_ID = 'remotes-manifest';
/** The id the shell reads a prerendered page's screen files from. */
export const SCREEN_PRELOADS_ID = 'screen-preloads';

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

/** A file the screen of a page will need, and how the browser fetches it. */
export interface ScreenPreload {
  href: string;
  as: 'fetch' | 'script' | 'style';
}

const link = ({ href, as }: ScreenPreload) =>
  `<link rel="preload" href="${escapeAttribute(href)}" as="${as}"${as === 'fetch' ? ' crossorigin="anonymous"' : ''}>`;

/** A JSON data block: the CSP does not treat it as a script, `<` is escaped so it cannot close it. */
const jsonBlock = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/**
 * The files of the screen of a public page: its remote's mf-manifest.json, remote entry and
 * the chunks of the exposed screen, which the browser would otherwise only discover one after
 * the other once the shell runs. Screens behind login are never hinted (a visitor must not
 * download account or admin code), nor a remote served from elsewhere.
 */
function screenPreloads(config: Config, path: string): ScreenPreload[] {
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
    { href: url, as: 'fetch' },
    { href: `${base}${remoteEntry.path ? `${remoteEntry.path}/` : ''}${remoteEntry.name}`, as: 'script' },
    ...expose.assets.css.sync.map((file) => ({ href: `${base}${file}`, as: 'style' as const })),
    ...expose.assets.js.sync.map((file) => ({ href: `${base}${file}`, as: 'script' as const })),
  ];
}

/** The shell's loader of its own scripts on prerendered pages (shell/public/paint-first.js). */
export const PAINT_FIRST_SCRIPT = '/paint-first.js';

const deferredScript = /<script defer src="([^"]+)"><\/script>/g;

/**
 * A prerendered page is complete without scripts: its links are links, its text and images are
 * there. Deferred scripts would run as soon as the HTML is parsed, before the browser paints: on
 * a phone, compiling the federation runtime and React held the first paint back by a second,
 * then kept the page from answering for another half second. The shell's scripts are started
 * by a small loader instead, in their order: at the visitor's first action on the page, or
 * once it is painted for a signed-in visitor (the header must say so). See docs/performance.md.
 */
function startScriptsLater(html: string): string {
  const scripts = [...html.matchAll(deferredScript)].map((match) => match[1]);
  if (scripts.length === 0) return html;
  const loader = `<script defer src="${PAINT_FIRST_SCRIPT}" data-scripts="${escapeAttribute(JSON.stringify(scripts))}" data-session-key="${escapeAttribute(SESSION_TOKEN_KEY)}"></script>`;
  return html.replace(deferredScript, '').replace('</head>', `${loader}</head>`);
}

/**
 * A page of the shell (its index.html, or a page built from it) for `path`, with the
 * run-time manifest inlined so the shell starts without a /remotes.json round trip, and the
 * files of the page's screen. A page rendered in the browser gets them as preload links, to
 * download in parallel with the shell. A prerendered page is on screen before any script
 * runs: there the list is data that the shell turns into preloads once it starts
 * (shell/src/features/remotes/screenPreloads.ts), so that on a slow connection the page's
 * styles and fonts are not sharing the bandwidth with scripts it can be painted without.
 */
export function withStartHints(
  html: string,
  config: Config,
  path: string,
  manifest: RemoteManifest,
  { prerendered }: { prerendered: boolean },
): string {
  const preloads = screenPreloads(config, path);
  const head = [
    jsonBlock(INLINE_MANIFEST_ID, manifest),
    ...(prerendered ? [jsonBlock(SCREEN_PRELOADS_ID, preloads)] : preloads.map(link)),
  ].join('');
  const page = html.replace('</head>', `${head}</head>`);
  return prerendered ? startScriptsLater(page) : page;
}
