import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  NOT_FOUND_FILE,
  PRERENDERED_DIR,
  prerenderedFile,
  prerenderedRoutes,
  prerenderMarkers,
  routeTable,
  withTokenVariant,
} from '@lapm/contracts';
import type { Config } from '../config';

/**
 * Prerendered HTML (see docs/seo.md): a public page is answered with the file the prerender
 * step wrote into its remote's dist, an unknown path with the shell's 404 page and status 404.
 * A screen behind a login (account, admin) gets null: the shell's index.html, which routes in
 * the browser.
 */
export interface PrerenderedPage {
  html: string;
  status: 200 | 404;
}

/** Files change only when a remote is redeployed: read each once per version on disk. */
const cache = new Map<string, { mtimeMs: number; text: string }>();
function readCached(file: string): string | undefined {
  if (!existsSync(file)) return undefined;
  const { mtimeMs } = statSync(file);
  const cached = cache.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.text;
  const text = readFileSync(file, 'utf8');
  cache.set(file, { mtimeMs, text });
  return text;
}

const between = (text: string, start: string, end: string) => {
  const from = text.indexOf(start);
  const to = text.indexOf(end, from + start.length);
  return from < 0 || to < 0 ? undefined : text.slice(from + start.length, to);
};

/** The scripts a shell's index.html loads: their hashed names identify the shell's build. */
const shellScripts = (html: string) =>
  [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]).join(' ');

/**
 * The page's parts of a prerendered file (head tags and stylesheets, rendered app) set into
 * the current shell's index.html: a shell redeployed after the remote still loads its own
 * scripts. The origin the page was rendered with becomes the configured SITE_URL.
 */
function compose(page: string, shellIndex: string, config: Config): string | undefined {
  const { headStart, headEnd, rootStart, rootEnd } = prerenderMarkers;
  const head = between(page, headStart, headEnd);
  const rootEndAt = page.indexOf(rootEnd);
  const rootAt = page.indexOf(rootStart);
  if (head === undefined || rootAt < 0 || rootEndAt < 0 || !shellIndex.includes(`${rootStart}</div>`)) {
    return undefined;
  }
  // React hydrates only what the same shell rendered: hydration adopts elements without
  // checking their attributes, so a header or footer from an older shell would stay on
  // screen. Until the page is prerendered again, the app renders over it instead.
  const sameShell = shellScripts(page.slice(0, page.indexOf(headStart))) === shellScripts(shellIndex);
  const renderedApp = page.slice(rootAt, rootEndAt);
  const app = sameShell ? renderedApp : renderedApp.replace(prerenderMarkers.hydratable, '');
  const builtOrigin = /<html[^>]*\sdata-site-url="([^"]+)"/.exec(page)?.[1];
  const origin = config.siteUrl ?? builtOrigin;
  let html = shellIndex
    .replace(/<html/, `<html data-site-url="${origin ?? ''}"`)
    .replace('</head>', `${headStart}${head}${headEnd}</head>`)
    .replace(`${rootStart}</div>`, `${app}${rootEnd}`);
  // The page's <title> replaces the shell's default one.
  if (head.includes('<title')) html = html.replace(/<title>[^<]*<\/title>/, '');
  return builtOrigin && origin && origin !== builtOrigin ? html.replaceAll(builtOrigin, origin) : html;
}

/** Route patterns of the table as regular expressions: `:id` is one path segment. */
const patternOf = (path: string) => new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}$`);
const prerendered = prerenderedRoutes.map((route) => ({ route, pattern: patternOf(route.path) }));
const known = routeTable.map((route) => patternOf(route.path));

/**
 * The page at `pathname` as prerendered, composed into the current shell. `withToken`: the
 * visit carries the reset link's token (pages that read it have a file for that case).
 */
export function prerenderedPage(config: Config, pathname: string, withToken = false): PrerenderedPage | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const shellIndex = readCached(join(config.webRoot, 'shell', 'dist', 'index.html'));
  if (!shellIndex) return null;

  const match = prerendered.find(({ pattern }) => pattern.test(path));
  if (match) {
    const dir = config.remotes[match.route.remote].dir;
    const file = prerenderedFile(path, withToken && withTokenVariant(match.route));
    const page = dir && readCached(join(dir, PRERENDERED_DIR, file));
    const html = page && compose(page, shellIndex, config);
    if (html) return { html, status: 200 };
    // An article slug with no page is an unknown article: the blog says so, with a 404.
    if (match.route.path.includes(':') && dir && existsSync(join(dir, PRERENDERED_DIR))) {
      return { html: shellIndex, status: 404 };
    }
    return null;
  }
  if (known.some((pattern) => pattern.test(path))) return null;

  const notFound = readCached(join(config.webRoot, 'shell', 'dist', PRERENDERED_DIR, NOT_FOUND_FILE));
  return { html: (notFound && compose(notFound, shellIndex, config)) ?? shellIndex, status: 404 };
}
