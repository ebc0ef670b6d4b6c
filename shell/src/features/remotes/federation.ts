/**
 * The federation runtime, in a chunk of its own: the shell hydrates its header, footer and
 * menu without it, and starts loading it at once for the page's screen (index.tsx). The
 * shell hands the remotes what it already runs (React, the router, the store, the UI kit),
 * so that there is one of each (docs/decisions/0002-partage-a-l-execution.md).
 *
 * Followed: module-federation.io, guide "Runtime API" (`init` with `shared`, `lib`,
 * `shareConfig`) and @module-federation/inject-external-runtime-core-plugin, which the
 * federation plugin used to put in the shell's entry: remotes built with `externalRuntime`
 * use the runtime published under `_FEDERATION_RUNTIME_CORE`.
 */
import { readBootData } from '@lapm/api-client/boot-data';
import type { RemoteManifest, RemoteName } from '@lapm/contracts';
import * as session from '@lapm/session';
import * as ui from '@lapm/ui';
import {
  init,
  loadRemote,
  type ModuleFederationRuntimePlugin,
  registerGlobalPlugins,
  registerRemotes,
} from '@module-federation/runtime';
import * as runtimeCore from '@module-federation/runtime/core';
import * as react from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactDomClient from 'react-dom/client';
import * as router from 'react-router-dom';
import { yieldToMain } from '../../app/yieldToMain';
import type { PageModule } from './loadRemotePage';
import { isRecord, loadManifest, refreshManifest } from './manifest';

/** The shared modules' versions, from the build (packages/federation/src/config.ts). */
declare const SHARED_VERSIONS: Record<string, string>;

/** The browser manifests of the versions the server rendered, by URL (packages/server/src/web/render.ts). */

const runtimeGlobal = globalThis as typeof globalThis & { _FEDERATION_RUNTIME_CORE?: unknown };
runtimeGlobal._FEDERATION_RUNTIME_CORE = runtimeCore;

const sharedVersions = SHARED_VERSIONS;

/** Subpaths share their package's version: 'react-dom/client' is react-dom's. */
const versionOf = (name: string) =>
  sharedVersions[name] ?? sharedVersions[name.slice(0, name.lastIndexOf('/'))];

/**
 * The shell provides these modules and does not consume them through the runtime: it has no
 * version to require of them. Each remote still checks the version it was built for when it
 * takes one (its own shared configuration). A required version here was only checked again
 * each time a screen loaded: 8 semver parses, 14 ms on a phone (CPU 4×) per remote.
 */
function provided(name: string, from: { lib: () => unknown } | { get: () => Promise<() => unknown> }) {
  const version = versionOf(name);
  if (!version) throw new Error(`Version inconnue du module partagé ${name}`);
  return { ...from, version, shareConfig: { singleton: true, requiredVersion: false as const } };
}

/**
 * The page was rendered with one version of its remote: the runtime is handed that version's
 * manifest instead of fetching the newest, whose chunks would render something else than what
 * is on screen (a hydration mismatch after a redeploy). Its hashed files stay deployed.
 */
function readPinnedManifests(): Map<string, string> {
  const manifests: unknown = readBootData().pinned;
  if (!isRecord(manifests)) return new Map();
  return new Map(
    Object.entries(manifests).map(([url, manifest]) => [
      new URL(url, window.location.href).href,
      JSON.stringify(manifest),
    ]),
  );
}

const pinned = readPinnedManifests();

/** Everything `sharedSingletons` lists (packages/federation/src/config.ts), from the shell's own copy. */
const shared = {
  react: provided('react', { lib: () => react }),
  'react/jsx-runtime': provided('react/jsx-runtime', { lib: () => jsxRuntime }),
  'react-dom': provided('react-dom', { lib: () => reactDom }),
  'react-dom/client': provided('react-dom/client', { lib: () => reactDomClient }),
  'react-router-dom': provided('react-router-dom', { lib: () => router }),
  '@lapm/session': provided('@lapm/session', { lib: () => session }),
  '@lapm/ui': provided('@lapm/ui', { lib: () => ui }),
  // Only the screens that call the API download it (~40 KB gzip): the shell's copy, loaded then.
  '@lapm/api-client': provided('@lapm/api-client', {
    get: () => import('@lapm/api-client').then((module) => () => module),
  }),
};

// A singleton the shell does not provide would be loaded again by each remote: a second React
// or store. Every screen then fails, so no build ships with one missing.
const unprovided = Object.keys(sharedVersions).filter((name) => !(name in shared));
if (unprovided.length > 0)
  throw new Error(`Modules partagés non fournis par le shell : ${unprovided.join(', ')}`);

/**
 * The runtime keeps the promise of a shared module's download, failed or not (runtime-core
 * `loadShare`). The API client is downloaded when a form is first used: had the network dropped
 * then, every later send would fail too until the page is reloaded. A failed download is
 * forgotten, so that the next ask tries again. Registered for every instance: each remote's
 * runtime loads the shared modules its screens import.
 */
const retryFailedShared: ModuleFederationRuntimePlugin = {
  name: 'lapm-retry-failed-shared',
  async beforeLoadShare(args) {
    for (const scope of Object.values(args.origin.shareScopeMap)) {
      for (const version of Object.values(scope[args.pkgName] ?? {})) {
        if (version.loaded || !version.loading) continue;
        await version.loading.catch(() => {
          version.loading = null;
        });
      }
    }
    return args;
  },
};
registerGlobalPlugins([retryFailedShared]);

/** Whether the page already applies this stylesheet: the server linked a rendered screen's. */
function isLinkedStylesheet(url: string): boolean {
  const href = new URL(url, window.location.href).href;
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some(
    (link) => link.href === href,
  );
}

/**
 * Before a screen's code, the runtime links the screen's stylesheets, under their full URL. The
 * server linked those of the screen it rendered already: linked again, each would restyle and lay
 * out the whole page once more while it hydrates (80 to 100 ms on a phone for a long page).
 */
const reusePageStylesheets: ModuleFederationRuntimePlugin = {
  name: 'lapm-reuse-page-stylesheets',
  beforePreloadRemote(args) {
    for (const options of args.preloadOps) {
      const own = options.filter;
      options.filter = (url) => !isLinkedStylesheet(url) && (own ? own(url) : true);
    }
  },
};

/**
 * Loading a screen chains the runtime's steps as promises: resolve the remote, list its files,
 * run its entry, share the modules, fetch the screen's chunks, run them. Each step ends its task
 * first, so that the chain is not one task of 100 ms or more on a phone while the page hydrates.
 */
const yieldBetweenSteps: ModuleFederationRuntimePlugin = {
  name: 'lapm-yield-between-steps',
  async beforeRequest(args) {
    await yieldToMain();
    return args;
  },
  beforePreloadRemote: yieldToMain,
  beforeInitRemote: yieldToMain,
  beforeGetExpose: yieldToMain,
  beforeExecuteFactory: yieldToMain,
};

function register(manifest: RemoteManifest, force: boolean, only?: RemoteName) {
  const remotes = Object.entries(manifest.remotes)
    .filter(([name]) => !only || name === only)
    .map(([name, entry]) => ({ name, entry: new URL(entry, window.location.href).href }));
  registerRemotes(remotes, { force });
}

/** Starts the runtime with the shell's modules and the plugins above. */
function startRuntime() {
  init({
    name: 'shell',
    remotes: [],
    shareStrategy: 'loaded-first',
    shared,
    plugins: [
      {
        name: 'lapm-pinned-manifests',
        fetch(url: string) {
          const manifest = pinned.get(new URL(url, window.location.href).href);
          if (manifest === undefined) return undefined;
          return Promise.resolve(new Response(manifest, { headers: { 'Content-Type': 'application/json' } }));
        },
      },
      reusePageStylesheets,
      yieldBetweenSteps,
    ],
  });
}

// Evaluating the runtime's code (with this module) is one task; starting it is the next.
const registered = yieldToMain()
  .then(() => {
    startRuntime();
    return loadManifest();
  })
  .then((manifest) => register(manifest, false));

async function loadOnce(remote: RemoteName, module: string): Promise<PageModule> {
  const loaded = await loadRemote<PageModule>(`${remote}/${module}`);
  // loadRemote can resolve to null when a plugin swallowed the error: make it an error.
  if (!loaded?.default) throw new Error(`Module ${remote}/${module} indisponible`);
  return loaded;
}

/**
 * Loads a screen exposed by a remote. A first failure (remote down, or a chunk that a
 * redeploy removed) is retried once with the newest manifest and a freshly registered
 * remote, dropping what the runtime cached.
 */
export async function loadScreen(remote: RemoteName, module: string): Promise<PageModule> {
  try {
    await registered;
    return await loadOnce(remote, module);
  } catch {
    // The newest version from now on: the pinned one may be the one that failed.
    pinned.clear();
    const manifest = await refreshManifest();
    if (manifest) register(manifest, true, remote);
    return loadOnce(remote, module);
  }
}
