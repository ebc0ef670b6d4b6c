import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import {
  HYDRATABLE_COMMENT,
  PAGE_DATA_ID,
  type PageData,
  POSTED_FORM_KEY,
  type PostedForm,
  type RemoteManifest,
  type RemoteName,
  type RouteEntry,
  routeTable,
  SITE_ORIGIN_GLOBAL,
} from '@lapm/contracts';
import { type ComponentType, createElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import type { Config } from '../config';
import { isOutdatedBy, type LoadedPageData, type PageDataSource } from '../content/page-data';
import { deferAppStart } from './app-start';
import { createFederation, type Federation, type FederationOptions, ssrManifestUrl } from './federation';
import { pageAddress } from './page-address';

/**
 * Server render of the public pages (docs/seo.md): the shell's Node build renders the app
 * for the URL, with the page's screen loaded from its remote's Node build, into the shell's
 * index.html. The browser hydrates it with the same versions (`versions` in the page).
 */

/** What the shell's Node build exposes (shell/src/server.tsx). */
interface ShellServer {
  ServerApp: ComponentType<{
    url: string;
    screen?: { remote: string; module: string; component: ComponentType };
    failed: boolean;
    pageData?: PageData;
  }>;
}

export interface RenderedPage {
  status: 200 | 404;
  html: string;
  /**
   * Kept for every visitor of its address until a redeploy or a change of its data: compressed
   * once, at the smallest (static.ts). False for a page sent once.
   */
  cached: boolean;
  /** One draw of a page drawn per visitor: sent once, or a few times when visitors outrun renders. */
  drawn?: boolean;
  /** The kinds of content its data came from: a change to one of them drops the page (page-data.ts). */
  tags?: readonly string[];
}

/** The id the shell reads the run-time manifest from (shell/src/features/remotes/manifest.ts). */
export const INLINE_MANIFEST_ID = 'remotes-manifest';
/**
 * The id of the browser manifest of the version the server rendered, by URL: the shell loads
 * that version, so a redeploy between this render and the browser's start cannot break hydration.
 */
export const PINNED_MANIFESTS_ID = 'pinned-manifests';
/** Set on the root when the server sent the fallback instead of the screen: the browser renders it again. */
const ROOT = '<div id="root"></div>';
/** React puts the page's head tags first; the app itself starts with the layout's top anchor. */
const APP_START = '<div id="top">';
/** The mark DocumentHead gives its tags; renamed so that the browser's first head replaces them (@lapm/seo, markers.ts). */
const PAGE_HEAD_ATTRIBUTE = 'data-page-head';
const SERVED_HEAD_ATTRIBUTE = 'data-prerendered';
/** Pages drawn at random for every visitor (spec section 9): never cached, drawn ahead. */
const DRAWN_MODULES = new Set(['Portfolio']);
/** Draws rendered ahead, and draws a visitor may get again when visitors outrun the renders. */
const DRAWS_AHEAD = 8;
/** At most one draw rendered ahead per this many ms: fresh draws for up to 20 visitors a second. */
const DRAW_SPACING_MS = 50;
/** Pages kept per server: every public page and article fits many times over. */
const MAX_CACHED_PAGES = 500;
/**
 * Searches kept per server (`?q=` of the prices and the blog), the least recently asked for
 * dropped first: kept apart, so that addresses made up by the thousand never push out the pages.
 */
const MAX_SEARCH_PAGES = 100;

const patternOf = (path: string) => new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}$`);
const routes = routeTable.map((route) => ({ route, pattern: patternOf(route.path) }));

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
/** A JSON data block: the CSP does not treat it as a script, `<` is escaped so it cannot close it. */
const jsonBlock = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/** The app's markup for one URL, once every part of it is ready (the whole page is cached). */
function renderToHtml(
  element: ReturnType<typeof createElement>,
): Promise<{ html: string; errors: unknown[] }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const errors: unknown[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve({ html: Buffer.concat(chunks).toString('utf8'), errors });
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Each boundary in place, never moved in by an inline script (the CSP allows none): the
      // page is sent whole anyway, once ready.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        errors.push(error);
      },
    });
  });
}

/**
 * A stylesheet of the page. A screen's also carries its file's path in its remote's build: the
 * remote's chunk loader looks for that path in `data-href` before it links the file itself.
 * Linked twice, a stylesheet restyles and lays out the whole page again while it hydrates.
 */
interface Stylesheet {
  href: string;
  chunk?: string;
}

/**
 * The files of the browser build a page needs at first paint: the shell's styles, then the
 * screen's, one per content hash (a remote's build carries its own copy of the UI kit's,
 * under the same name and hash as the shell's, which is the one the browser uses).
 */
function cssLinks(stylesheets: Stylesheet[]): string {
  const byHash = new Map<string, Stylesheet>();
  for (const stylesheet of stylesheets) {
    const hash = /\.([0-9a-f]{8,})\.css$/.exec(stylesheet.href)?.[1] ?? stylesheet.href;
    if (!byHash.has(hash)) byHash.set(hash, stylesheet);
  }
  return [...byHash.values()]
    .map(
      ({ href, chunk }) =>
        `<link rel="stylesheet" href="${escapeAttribute(href)}"${chunk ? ` data-href="${escapeAttribute(chunk)}"` : ''}>`,
    )
    .join('');
}

/** A stylesheet link of the shell's index.html, as its build writes them. */
const STYLESHEET_LINK = /<link href="([^"]+\.css)" rel="stylesheet">/g;

/**
 * The shell's page frame, without its stylesheet links, and those stylesheets in their order
 * (the UI kit's first, which the shell's own styles override): they are linked again with
 * the screen's, one file per content hash.
 */
function shellFrame(index: string): { index: string; css: Stylesheet[] } {
  const css = [...index.matchAll(STYLESHEET_LINK)].map((match) => ({ href: match[1] ?? '' }));
  return { index: index.replace(STYLESHEET_LINK, ''), css };
}

interface BrowserManifest {
  [field: string]: unknown;
  exposes: { name: string; assets: { css: { sync: string[]; async: string[] } } }[];
}

export interface Renderer {
  /**
   * The page at `url` (path and query), or null when it is not the server's to render. With
   * `posted`, the page answers a form the browser sent itself (web/forms.ts): rendered for that
   * visitor alone, never kept.
   */
  render(url: string, manifest: RemoteManifest, posted?: PostedForm): Promise<RenderedPage | null>;
}

export function createRenderer(
  config: Config,
  log: { warn: (message: string) => void; error: (error: unknown, message: string) => void },
  /** Where this server answers, for the apps it serves itself; undefined until it listens. */
  localOrigin: () => string | undefined,
  /** How the apps' Node builds are loaded: through their manifests (tests give their own). */
  load: (options: FederationOptions) => Federation = createFederation,
  /** The database's data some screens show (docs/decisions/0008); none in tests of the render alone. */
  pageData?: PageDataSource,
): Renderer {
  const shellDist = join(config.webRoot, 'shell', 'dist');
  const absolute = (url: string) => {
    if (/^https?:\/\//.test(url)) return url;
    const origin = localOrigin();
    return origin && new URL(url, `${origin}/`).href;
  };
  const browserManifests = new Map<string, Promise<BrowserManifest | undefined>>();
  const entries = (): Record<string, string> => {
    const list: Record<string, string> = {};
    const shell = absolute('/ssr/mf-manifest.json');
    if (shell) list.shell = shell;
    for (const [name, remote] of Object.entries(config.remotes)) {
      const url = absolute(remote.url);
      if (url) list[name] = ssrManifestUrl(url);
    }
    return list;
  };
  const federation = load({ entries, log });
  const cache = new Map<string, RenderedPage>();
  const searches = new Map<string, RenderedPage>();
  federation.onReload((app) => {
    // A new shell changes every page; a new remote, its own pages (keys start with its name).
    const outdated = (key: string) => app === 'shell' || key.startsWith(`${app} `);
    for (const pages of [cache, searches]) {
      for (const key of pages.keys()) if (outdated(key)) pages.delete(key);
    }
    for (const key of draws.keys()) if (outdated(key)) draws.delete(key);
    for (const key of browserManifests.keys()) if (key.startsWith(`${app}@`)) browserManifests.delete(key);
  });
  /**
   * Bumped by every change of content: a page whose render began before a change is sent but not
   * kept, since it may show the content as it was.
   */
  let contentGeneration = 0;
  pageData?.changes.onChange((tag) => {
    contentGeneration += 1;
    for (const pages of [cache, searches]) {
      for (const [key, page] of pages) if (isOutdatedBy(tag, page.tags)) pages.delete(key);
    }
    for (const [key, pool] of draws) {
      if ([...pool.ready, ...pool.sent].some((page) => isOutdatedBy(tag, page.tags))) draws.delete(key);
    }
  });

  function browserManifest(remote: RemoteName, version: string): Promise<BrowserManifest | undefined> {
    const key = `${remote}@${version}`;
    let manifest = browserManifests.get(key);
    if (!manifest) {
      const url = absolute(config.remotes[remote].url);
      manifest = url
        ? fetch(url, { signal: AbortSignal.timeout(2000) })
            .then((response) => (response.ok ? (response.json() as Promise<BrowserManifest>) : undefined))
            .catch(() => undefined)
        : Promise.resolve(undefined);
      browserManifests.set(key, manifest);
    }
    return manifest;
  }

  /** The screen's stylesheets, as the browser would fetch them: beside its manifest. */
  async function screenCss(route: RouteEntry, version: string): Promise<Stylesheet[]> {
    const manifest = await browserManifest(route.remote, version);
    const expose = manifest?.exposes.find((entry) => entry.name === route.module);
    const url = config.remotes[route.remote].url;
    const base = url.slice(0, url.lastIndexOf('/') + 1);
    return [...(expose?.assets.css.sync ?? []), ...(expose?.assets.css.async ?? [])].map((file) => ({
      href: `${base}${file}`,
      chunk: file,
    }));
  }

  async function loadScreen(route: RouteEntry): Promise<ComponentType | undefined> {
    try {
      const module = await federation.load<{ default: ComponentType }>(route.remote, `./${route.module}`);
      return module.default;
    } catch (error) {
      log.error(error, `écran ${route.remote}/${route.module} non chargé : page envoyée avec le repli`);
      return undefined;
    }
  }

  function compose(
    shellIndex: string,
    shellStyles: Stylesheet[],
    app: string,
    css: Stylesheet[],
    manifest: RemoteManifest,
    pinned: Record<string, BrowserManifest>,
    failed: boolean,
    data: PageData | undefined,
  ) {
    const start = app.indexOf(APP_START);
    const served = app.slice(0, Math.max(start, 0)).replaceAll(PAGE_HEAD_ATTRIBUTE, SERVED_HEAD_ATTRIBUTE);
    // The photo React preloads (the page's largest paint) is asked for before the fonts and styles,
    // but after the viewport: read before it, `imagesizes` measures a 980 px page and a phone
    // fetches a second, larger file than the one its <picture> then picks.
    const preloads = served.match(/<link rel="preload"[^>]*>/g) ?? [];
    const head = preloads.reduce((rest, link) => rest.replace(link, ''), served);
    const body = start < 0 ? app : app.slice(start);
    const origin = config.siteUrl ?? localOrigin() ?? '';
    // Replacer functions throughout: in a replacement string, `$'`, `$\`` and `$&` of a title or
    // of the address would be read as patterns and splice other parts of the page in.
    let html = shellIndex
      .replace('<html', () => `<html data-site-url="${escapeAttribute(origin)}"`)
      .replace(
        /<meta name="viewport"[^>]*>|<meta charset="utf-8"\s*\/?>(?![\s\S]*<meta name="viewport")/i,
        (meta) => `${meta}${preloads.join('')}`,
      )
      .replace(
        '</head>',
        () =>
          `${cssLinks([...shellStyles, ...css])}${head}${jsonBlock(INLINE_MANIFEST_ID, manifest)}${jsonBlock(PINNED_MANIFESTS_ID, pinned)}${data ? jsonBlock(PAGE_DATA_ID, data) : ''}</head>`,
      )
      .replace(ROOT, () =>
        failed ? `<div id="root">${body}</div>` : `<div id="root"><!--${HYDRATABLE_COMMENT}-->${body}</div>`,
      );
    // The page's <title> replaces the shell's default one.
    if (head.includes('<title')) html = html.replace(/<title>[^<]*<\/title>/, '');
    return html;
  }

  /** The shell's page and stylesheets, read once per shell version. */
  let shellFiles: { version: string; index: string; css: Stylesheet[] } | undefined;
  function shellFilesOf(version: string) {
    if (shellFiles?.version !== version) {
      shellFiles = {
        version,
        ...shellFrame(deferAppStart(readFileSync(join(shellDist, 'index.html'), 'utf8'))),
      };
    }
    return shellFiles;
  }

  /** One render of `url`, with its own draw where the page draws photos. */
  async function renderPage(
    url: string,
    manifest: RemoteManifest,
    route: RouteEntry | undefined,
    shellVersion: string,
    remoteVersion: string | undefined,
    posted?: PostedForm,
  ): Promise<RenderedPage | null> {
    let shell: ShellServer;
    try {
      shell = await federation.load<ShellServer>('shell', './server');
    } catch (error) {
      log.error(error, 'rendu du shell indisponible : page rendue dans le navigateur');
      return null;
    }
    const generation = contentGeneration;
    const path = url.split('?')[0] ?? '/';
    let loaded: LoadedPageData | undefined;
    let dataFailed = false;
    try {
      const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
      loaded = route && pageData ? await pageData.load(route, trimmed) : undefined;
    } catch (error) {
      log.error(error, `données de ${url} illisibles : page envoyée avec le repli`);
      dataFailed = true;
    }
    const data = (loaded || posted) && {
      path,
      values: { ...loaded?.values, ...(posted && { [POSTED_FORM_KEY]: posted }) },
    };
    const component = route && remoteVersion && !dataFailed ? await loadScreen(route) : undefined;
    const screen = route && component && { remote: route.remote, module: route.module, component };
    const served = localOrigin() ?? '';
    Object.assign(globalThis, { [SITE_ORIGIN_GLOBAL]: { origin: config.siteUrl ?? served, served } });
    let failed = Boolean(route && !screen);
    // An error outside any boundary of the shell rejects the render: the same as one inside.
    const attempt = (props: { screen?: typeof screen; failed: boolean }) =>
      renderToHtml(
        createElement(shell.ServerApp, {
          url,
          screen: props.screen || undefined,
          failed: props.failed,
          ...(data && !props.failed ? { pageData: data } : {}),
        }),
      ).catch((error: unknown) => ({ html: '', errors: [error] }));
    let rendered = await attempt({ screen, failed });
    if (rendered.errors.length > 0 && !failed) {
      log.error(rendered.errors[0], `rendu de ${url} en échec : page envoyée avec le repli`);
      failed = true;
      rendered = await attempt({ failed });
    }
    // Not even the shell renders: the browser gets the bare shell and renders the page itself.
    if (!rendered.html) return null;
    const css = route && remoteVersion && !failed ? await screenCss(route, remoteVersion) : [];
    const pinned: Record<string, BrowserManifest> = {};
    const used = route && remoteVersion && !failed && (await browserManifest(route.remote, remoteVersion));
    if (route && used) pinned[manifest.remotes[route.remote] ?? config.remotes[route.remote].url] = used;
    const files = shellFilesOf(shellVersion);
    const html = compose(
      files.index,
      files.css,
      rendered.html,
      css,
      manifest,
      pinned,
      failed,
      failed ? undefined : data,
    );
    // No route is the 404 page; a route with a parameter whose screen says noindex is an
    // unknown item of it (an article that does not exist).
    const unknown = !route || (route.path.includes(':') && /<meta name="robots" content="noindex/.test(html));
    return {
      status: unknown ? 404 : 200,
      html,
      cached: !posted && !failed && generation === contentGeneration,
      ...(loaded && { tags: loaded.tags }),
    };
  }

  /**
   * The portfolio's draws, per version: each visitor takes a page rendered with a draw of its
   * own that nobody was sent, and the server renders the next ones between requests. Only when
   * visitors come faster than it renders does one get a draw already sent, among the last ones.
   */
  const draws = new Map<string, { ready: RenderedPage[]; sent: RenderedPage[]; refilling: boolean }>();

  function drawsOf(key: string) {
    let pool = draws.get(key);
    if (!pool) {
      pool = { ready: [], sent: [], refilling: false };
      draws.set(key, pool);
    }
    return pool;
  }

  function refill(key: string, pool: ReturnType<typeof drawsOf>, next: () => Promise<RenderedPage | null>) {
    if (pool.refilling) return;
    pool.refilling = true;
    const step = () => {
      if (draws.get(key) !== pool || pool.ready.length >= DRAWS_AHEAD) {
        pool.refilling = false;
        return;
      }
      next()
        .then((page) => {
          if (page?.cached) pool.ready.push(page);
          // Spaced out: under a rush, rendering ahead must not take the time the requests need.
          if (page?.cached) setTimeout(step, DRAW_SPACING_MS);
          else pool.refilling = false;
        })
        .catch((error: unknown) => {
          pool.refilling = false;
          log.error(error, 'tirage du portfolio en échec');
        });
    };
    setImmediate(step);
  }

  return {
    async render(url, manifest, posted) {
      if (!existsSync(join(shellDist, 'index.html'))) return null;
      const path = url.split('?')[0] ?? '/';
      const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
      const route = routes.find(({ pattern }) => pattern.test(trimmed))?.route;
      // Screens behind a login are rendered in the browser, where the session is.
      if (route && route.access !== 'public') return null;

      let shellVersion: string | undefined;
      try {
        shellVersion = await federation.version('shell');
      } catch (error) {
        log.error(error, 'manifeste du shell illisible : page rendue dans le navigateur');
      }
      if (!shellVersion) return null;
      let remoteVersion: string | undefined;
      try {
        if (route) remoteVersion = await federation.version(route.remote);
      } catch (error) {
        log.error(error, `manifeste de ${route?.remote} illisible : page envoyée avec le repli`);
      }
      if (posted) return renderPage(url, manifest, route, shellVersion, remoteVersion, posted);
      const address = pageAddress(url, route);
      const once = () => renderPage(address.url, manifest, route, shellVersion, remoteVersion);
      const key = `${route?.remote ?? 'shell'} ${shellVersion} ${remoteVersion ?? ''} ${address.url}`;
      // An address with a parameter no route declares (a reset link's token) is sent, never kept.
      if (address.kind === 'once' || (route && remoteVersion === undefined)) {
        const page = await once();
        return page && { ...page, cached: false };
      }

      if (route && DRAWN_MODULES.has(route.module)) {
        const pool = drawsOf(key);
        refill(key, pool, once);
        const page =
          pool.ready.shift() ?? pool.sent[Math.floor(Math.random() * pool.sent.length)] ?? (await once());
        if (page) page.drawn = true;
        if (page?.cached && !pool.sent.includes(page)) pool.sent = [page, ...pool.sent].slice(0, DRAWS_AHEAD);
        return page;
      }

      const [pages, bound] =
        address.kind === 'search' ? [searches, MAX_SEARCH_PAGES] : [cache, MAX_CACHED_PAGES];
      const cached = pages.get(key);
      if (cached) {
        pages.delete(key);
        pages.set(key, cached);
        return cached;
      }
      const page = await once();
      if (page?.cached) {
        if (pages.size >= bound) pages.delete(pages.keys().next().value ?? '');
        pages.set(key, page);
      }
      return page;
    },
  };
}
