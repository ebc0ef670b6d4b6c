import { Writable } from 'node:stream';
import {
  type BootData,
  bootDataSchema,
  type ContactDocument,
  type DocumentRequest,
  type PageData,
  POSTED_FORM_KEY,
  type PostedForm,
  type RemoteManifest,
  type RouteEntry,
  type ShellServer,
} from '@lapm/contracts';
import type { ComponentType } from 'react';
import type { Config } from '../config';
import type { LoadedPageData, PageDataSource } from '../content/page-data';
import type { AccountVisitor } from './account-pages';
import { APP_START_SCRIPT } from './app-start';
import { type Assets, type BrowserManifest, uniqueStylesheets } from './assets';
import type { Federation } from './federation';
import type { RenderedPage } from './page-cache';
import type { MatchedRoute } from './route-match';

/**
 * One render of a page's document (docs/decisions/0003): its data, its screen from the remote's
 * Node build, then the whole document from the shell's Node build (shell/src/server.tsx). A
 * screen that cannot be loaded or rendered leaves its fallback, which the browser renders again.
 */
export interface DocumentInput {
  url: string;
  match: MatchedRoute;
  manifest: RemoteManifest;
  /** The version of the page's remote; undefined when its manifest could not be read. */
  remoteVersion?: string;
  posted?: PostedForm;
  /** The seed of the page's random draws (docs/decisions/0006). */
  seed?: number;
  /** The logged-in visitor a client screen is rendered for, with its values (visitor-pages.ts). */
  visitor?: AccountVisitor;
}

export interface DocumentSources {
  config: Config;
  log: { error: (error: unknown, message: string) => void };
  federation: Federation;
  assets: Assets;
  shellVersion: string;
  localOrigin: () => string | undefined;
  pageData?: PageDataSource;
}

type Screen = ComponentType;

/** The document once every part of it is ready (the whole page is cached). */
export async function renderToString(shell: ShellServer<Screen>, request: DocumentRequest<Screen>) {
  try {
    const document = await shell.renderDocument(request);
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    await new Promise<void>((resolve, reject) => {
      sink.on('finish', resolve).on('error', reject);
      document.pipe(sink);
    });
    const html = Buffer.concat(chunks).toString('utf8');
    return { status: document.status, errors: document.errors, html, searchTitles: document.searchTitles };
  } catch (error) {
    // An error outside any boundary of the shell rejects the render: the same as one inside.
    return { status: 200 as const, errors: [error], html: '', searchTitles: undefined };
  }
}

async function loadScreen(sources: DocumentSources, route: RouteEntry): Promise<Screen | undefined> {
  try {
    const module = await sources.federation.load<{ default: Screen }>(route.remote, `./${route.module}`);
    return module.default;
  } catch (error) {
    sources.log.error(error, `écran ${route.remote}/${route.module} non chargé : page envoyée avec le repli`);
    return undefined;
  }
}

async function loadData(sources: DocumentSources, input: DocumentInput) {
  const { route, trimmed } = input.match;
  const mark = input.url.indexOf('?');
  const query = new URLSearchParams(mark < 0 ? '' : input.url.slice(mark + 1));
  try {
    const loaded: LoadedPageData | undefined =
      route && sources.pageData ? await sources.pageData.load(route, trimmed, query) : undefined;
    return { loaded, failed: false };
  } catch (error) {
    sources.log.error(error, `données de ${input.url} illisibles : page envoyée avec le repli`);
    return { loaded: undefined, failed: true };
  }
}

/**
 * Contact's details for the footer and structured data; unreadable, the page shows the studio's first
 * ones and is not kept, so the next visit reads them again.
 */
async function loadContact(sources: DocumentSources) {
  try {
    return await sources.pageData?.contact?.();
  } catch (error) {
    sources.log.error(error, 'coordonnées de Contact illisibles : page rendue avec celles du studio');
    return undefined;
  }
}

/** What the browser needs to start the page, for a render with or without its screen. */
async function bootData(
  sources: DocumentSources,
  input: DocumentInput,
  page: PageData | undefined,
  rendered: boolean,
  contact?: ContactDocument,
): Promise<BootData> {
  const { route } = input.match;
  const pinned: Record<string, BrowserManifest> = {};
  const used = route && input.remoteVersion && rendered;
  const manifest = used
    ? await sources.assets.remoteManifest(route.remote, input.remoteVersion ?? '')
    : undefined;
  if (route && manifest)
    pinned[input.manifest.remotes[route.remote] ?? sources.config.remotes[route.remote].url] = manifest;
  const seed = rendered ? input.seed : undefined;
  const boot = {
    remotes: input.manifest,
    pinned,
    ...(rendered && page && { page }),
    ...(seed !== undefined && { seed, page: page ?? { path: input.match.path, values: {} } }),
    ...(contact && { contact }),
  };
  return bootDataSchema.parse(boot) as BootData;
}

/** The document request for a render with the screen, or with its fallback (`screen` undefined). */
async function documentRequest(
  sources: DocumentSources,
  input: DocumentInput,
  screen: Screen | undefined,
  page: PageData | undefined,
  contact: ContactDocument | undefined,
  fallback = false,
): Promise<{ request: DocumentRequest<Screen>; complete: boolean }> {
  const { route } = input.match;
  const failed = fallback || Boolean(route && !screen);
  const shell = await sources.assets.shell(sources.shellVersion);
  const screenCss =
    route && screen && input.remoteVersion
      ? await sources.assets.screenStylesheets(route, input.remoteVersion)
      : [];
  const request: DocumentRequest<Screen> = {
    url: input.url,
    ...(route && screen && { screen: { remote: route.remote, module: route.module, component: screen } }),
    failed,
    siteUrl: sources.config.siteUrl ?? sources.localOrigin() ?? '',
    servedOrigin: sources.localOrigin() ?? '',
    stylesheets: uniqueStylesheets([...shell.stylesheets, ...(screenCss ?? [])]),
    scripts: shell.scripts,
    startScript: APP_START_SCRIPT,
    boot: await bootData(sources, input, page, !failed, contact),
    ...(input.visitor && { visitor: { role: input.visitor.role } }),
  };
  // Without its remote's manifest, the screen has neither its stylesheets nor its pinned files.
  return { request, complete: screenCss !== undefined };
}

/** The page, or null when not even the shell renders: the browser gets the bare shell. */
export async function renderDocument(
  sources: DocumentSources,
  input: DocumentInput,
): Promise<RenderedPage | null> {
  let shell: ShellServer<Screen>;
  try {
    shell = await sources.federation.load<ShellServer<Screen>>('shell', './server');
  } catch (error) {
    sources.log.error(error, 'rendu du shell indisponible : page rendue dans le navigateur');
    return null;
  }
  const { route } = input.match;
  const [data, site] = await Promise.all([loadData(sources, input), loadContact(sources)]);
  const withoutContact = Boolean(sources.pageData?.contact) && !site;
  const { loaded, failed: dataFailed } = data;
  const page = (loaded || input.posted || input.visitor) && {
    path: input.match.path,
    values: {
      ...loaded?.values,
      ...input.visitor?.values,
      ...(input.posted && { [POSTED_FORM_KEY]: input.posted }),
    },
  };
  const screen = route && input.remoteVersion && !dataFailed ? await loadScreen(sources, route) : undefined;
  let failed = Boolean(route && !screen);
  const document = await documentRequest(sources, input, screen, page, site?.value);
  let rendered = await renderToString(shell, document.request);
  if (rendered.errors.length > 0 && !failed) {
    sources.log.error(rendered.errors[0], `rendu de ${input.url} en échec : page envoyée avec le repli`);
    failed = true;
    rendered = await renderToString(
      shell,
      (await documentRequest(sources, input, undefined, undefined, site?.value, true)).request,
    );
  }
  if (!rendered.html) return null;
  return {
    status: rendered.status,
    html: rendered.html,
    cached: !input.posted && !input.visitor && !failed && document.complete && !withoutContact,
    ...(input.visitor && { personal: true }),
    ...((loaded || site) && { tags: [...new Set([...(loaded?.tags ?? []), ...(site?.tags ?? [])])] }),
    ...(!failed && rendered.searchTitles && { searchTitles: rendered.searchTitles }),
  };
}
