import {
  DRAW_SEEDS,
  type PostedForm,
  paths,
  type RemoteManifest,
  rendersInBrowser,
  routeTable,
} from '@lapm/contracts';
import pLimit, { type LimitFunction } from 'p-limit';
import type { Config } from '../config';
import type { PageDataSource } from '../content/page-data';
import type { AccountVisitor } from './account-pages';
import { createAssets } from './assets';
import { type BareInput, renderBareDocument } from './bare-documents';
import { type DocumentSources, renderDocument } from './documents';
import { createFederation, type Federation, type FederationOptions, ssrManifestUrl } from './federation';
import { createManifestReader } from './manifests';
import { pageAddress } from './page-address';
import { PageCache, type RenderedPage } from './page-cache';
import { matchRoute } from './route-match';
import { searchPage } from './search-templates';

export type { RenderedPage } from './page-cache';

/**
 * Server render of the public pages (docs/decisions/0003): route, then data, then the
 * document from the shell's Node build, then the cache. The browser hydrates the page with
 * the versions it was rendered with, from its boot data.
 */
export interface Renderer {
  /**
   * The page at `url` (path and query), or null when it is not the server's to render. With
   * `posted`, the page answers a form the browser sent itself (web/forms.ts): rendered for that
   * visitor alone, never kept. With `visitor`, a client screen rendered for that logged-in
   * visitor (visitor-pages.ts), never kept either.
   */
  render(
    url: string,
    manifest: RemoteManifest,
    posted?: PostedForm,
    visitor?: AccountVisitor,
  ): Promise<RenderedPage | null>;
  /**
   * The page the browser renders at `input.url`, from the shell's Document (bare-documents.ts):
   * rendered for each request, never kept (it is tiny, and may speak to a logged-in visitor).
   */
  bare(input: BareInput): Promise<RenderedPage | null>;
  /**
   * Loads the shell's and every public screen's Node code once, so that the first visitor's page
   * does not pay it: on a busy host, a first load could pass LOAD_TIMEOUT_MS and the page went out
   * with the « momentanément indisponible » fallback. Never rejects: what fails loads at its first
   * request, as before.
   */
  warm(): Promise<void>;
}

/** Pages drawn at random for every visit (spec section 9), and how many draws of each are kept. */
const DRAWN_PAGES = new Set<string>([paths.portfolio]);
export const DRAWS_KEPT = 4;
/**
 * Renders under way at once; the others wait their turn. Past two, a render only waits for the
 * processor longer, and the young objects of every render in flight outlive the collections of
 * the young generation: they reach the old one, whose collections then cost more than the renders.
 */
export const RENDERS_AT_ONCE = 2;

export interface RendererOptions {
  config: Config;
  log: { warn: (message: string) => void; error: (error: unknown, message: string) => void };
  /** Where this server answers, for the apps it serves itself; undefined until it listens. */
  localOrigin: () => string | undefined;
  /** How the apps' Node builds are loaded: through their manifests (tests give their own). */
  load?: (options: FederationOptions) => Federation;
  /** The database's data some screens show (docs/decisions/0008); none in tests of the render alone. */
  pageData?: PageDataSource;
  /** Which kept draw a visitor gets, and the seeds of new ones: injectable for tests. */
  random?: () => number;
}

/** Where the apps' Node manifests are: beside each browser manifest of the configuration. */
function appEntries(config: Config, absolute: (url: string) => string | undefined): Record<string, string> {
  const list: Record<string, string> = {};
  const shell = absolute('/ssr/mf-manifest.json');
  if (shell) list.shell = shell;
  for (const [name, remote] of Object.entries(config.remotes)) {
    const url = absolute(remote.url);
    if (url) list[name] = ssrManifestUrl(url);
  }
  return list;
}

interface RenderContext extends Omit<DocumentSources, 'shellVersion'> {
  cache: PageCache;
  random: () => number;
  limit: LimitFunction;
}

async function versionOf(context: RenderContext, app: string, failure: string): Promise<string | undefined> {
  try {
    return await context.federation.version(app);
  } catch (error) {
    context.log.error(error, failure);
    return undefined;
  }
}

/** Route, then the page kept for its address and versions, else data, render, and into the cache. */
async function renderUrl(
  context: RenderContext,
  url: string,
  manifest: RemoteManifest,
  posted?: PostedForm,
  visitor?: AccountVisitor,
) {
  const match = matchRoute(url);
  const { route } = match;
  if (route && rendersInBrowser(route) && !visitor) return null;
  const shellVersion = await versionOf(
    context,
    'shell',
    'manifeste du shell illisible : page rendue dans le navigateur',
  );
  if (!shellVersion) return null;
  const remoteVersion =
    route &&
    (await versionOf(
      context,
      route.remote,
      `manifeste de ${route.remote} illisible : page envoyée avec le repli`,
    ));
  const sources = { ...context, shellVersion };
  const input = { url, match, manifest, ...(remoteVersion && { remoteVersion }), ...(posted && { posted }) };
  if (posted) return context.limit(() => renderDocument(sources, input));
  if (visitor) {
    if (!remoteVersion) return null;
    return context.limit(() =>
      renderDocument(sources, { ...input, url: pageAddress(url, route).url, visitor }),
    );
  }
  const address = pageAddress(url, route);
  const renderAt = (at: string, seed?: number) =>
    context.limit(() => renderDocument(sources, { ...input, url: at, ...(seed !== undefined && { seed }) }));
  const once = (seed?: number) => renderAt(address.url, seed);
  // A reset link's token is sent to its visitor alone, never kept.
  if (address.kind === 'secret' || (route && !remoteVersion)) {
    const page = await once();
    return page && { ...page, cached: false, secret: Boolean(route?.secret) };
  }
  const app = `${route?.remote ?? 'shell'} ${shellVersion} ${remoteVersion ?? ''}`;
  const key = `${app} ${address.url}`;
  if (route && DRAWN_PAGES.has(route.path)) {
    // A few draws per version, one picked at random for each visit (docs/decisions/0006).
    const variant = Math.floor(context.random() * DRAWS_KEPT);
    return context.cache.page(`${key} #${variant}`, 'page', async () => {
      const page = await once(Math.floor(context.random() * DRAW_SEEDS));
      return page && { ...page, drawn: true };
    });
  }
  if (address.kind === 'search') {
    const keys = { page: key, noMatch: `${app} ${match.path}` };
    return searchPage(context.cache, keys, address.url, renderAt);
  }
  return context.cache.page(key, 'page', async () => {
    const page = await once();
    return page && { ...page, fastCompression: page.status === 404 };
  });
}

export function createRenderer(options: RendererOptions): Renderer {
  const { config, log, localOrigin, load = createFederation, pageData, random = Math.random } = options;
  const absolute = (url: string) => {
    if (/^https?:\/\//.test(url)) return url;
    const origin = localOrigin();
    return origin && new URL(url, `${origin}/`).href;
  };
  // The apps' addresses depend on where this server listens only: worked out once it does.
  let entries: { origin: string | undefined; list: Record<string, string> } | undefined;
  const appsEntries = () => {
    const origin = localOrigin();
    if (!entries || entries.origin !== origin) entries = { origin, list: appEntries(config, absolute) };
    return entries.list;
  };
  const read = createManifestReader(config, localOrigin);
  const federation = load({ entries: appsEntries, log, read });
  const assets = createAssets(config, read);
  const cache = new PageCache();
  federation.onReload((app) => {
    cache.dropApp(app);
    assets.drop(app);
  });
  pageData?.changes.onChange((tag) => cache.dropContent(tag));
  const context: RenderContext = {
    config,
    log,
    localOrigin,
    federation,
    assets,
    cache,
    random,
    limit: pLimit(RENDERS_AT_ONCE),
    ...(pageData && { pageData }),
  };
  return {
    render: (url, manifest, posted, visitor) => renderUrl(context, url, manifest, posted, visitor),
    // Not behind the renders' queue: a screen the browser renders must not wait for other pages.
    bare: async (input) => {
      const failure = 'manifeste du shell illisible : page non envoyée';
      const shellVersion = await versionOf(context, 'shell', failure);
      return shellVersion ? renderBareDocument({ ...context, shellVersion }, input) : null;
    },
    warm: () => warmScreens(federation),
  };
}

/** A load the timeout cut short goes on in the background: the next attempt finds it done. */
const WARM_ATTEMPTS = 3;

async function warmScreens(federation: Federation) {
  const screensOf = new Map<string, Set<string>>([['shell', new Set(['./server'])]]);
  for (const route of routeTable) {
    if (rendersInBrowser(route)) continue;
    screensOf.set(route.remote, (screensOf.get(route.remote) ?? new Set()).add(`./${route.module}`));
  }
  await Promise.all(
    [...screensOf].map(async ([app, exposes]) => {
      // An app whose host does not answer costs the start one wait, not three a screen.
      if (!(await federation.version(app).catch(() => undefined))) return;
      await Promise.all([...exposes].map((expose) => warmScreen(federation, app, expose)));
    }),
  );
}

async function warmScreen(federation: Federation, app: string, expose: string) {
  for (let attempt = 1; attempt <= WARM_ATTEMPTS; attempt++) {
    try {
      await federation.load(app, expose);
      return;
    } catch {
      // Tried again, then left to the first request that needs it.
    }
  }
}
