import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { createInstance, type ModuleFederation } from '@module-federation/runtime';
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import * as ReactDOMServer from 'react-dom/server';
import * as Router from 'react-router';
import { fetchText } from './manifests';

/**
 * The apps' Node builds, loaded as the browser loads their browser builds: through the
 * federation runtime, from the ssr/mf-manifest.json beside each configured manifest URL.
 * Only those URLs are ever fetched, and the code they point at runs in this process
 * (SECURITY.md, « Code des remotes exécuté par le serveur »).
 */

/** Longest a manifest or a module may take before the page is sent without it: no page waits longer for a remote. */
export const LOAD_TIMEOUT_MS = 2000;
/** How old a manifest may be before a request checks it again: a redeploy shows within seconds. */
export const MANIFEST_TTL_MS = 1000;
/**
 * V8 keeps the code of every version loaded (core#5030): past this many reloads of one app the
 * process should be restarted, which the log says.
 */
export const MAX_RELOADS = 50;
/**
 * How long a module load the timeout cut short is kept for the next requests to wait on. A busy
 * machine can take longer than LOAD_TIMEOUT_MS to load a screen: loading it afresh would register
 * the app again and keep a second copy of its code. Past this, the load is taken as stalled.
 */
export const STALLED_LOAD_MS = 30_000;

const require = createRequire(import.meta.url);
const routerVersion = (require('react-router/package.json') as { version: string }).version;

/** The server's own React and router, the one copy every app's Node build renders with. */
const singleton = (version: string, lib: () => unknown) => ({
  version,
  lib,
  shareConfig: { singleton: true, requiredVersion: `^${version}` },
});
const shared = {
  react: singleton(React.version, () => React),
  'react/jsx-runtime': singleton(React.version, () => JsxRuntime),
  'react-dom': singleton(React.version, () => ReactDOM),
  // The shell's render of the document: the React DOM that the screens' preloads reach.
  'react-dom/server': singleton(React.version, () => ReactDOMServer),
  'react-router-dom': singleton(routerVersion, () => Router),
};

/** The Node manifest beside a browser one: `…/mf-manifest.json` → `…/ssr/mf-manifest.json`. */
export const ssrManifestUrl = (browserManifest: string) =>
  browserManifest.replace(/[^/]*$/, 'ssr/mf-manifest.json');
/**
 * The browser build's list of hashed files beside a Node manifest. The browser shell has no
 * federation manifest (its runtime is a chunk loaded apart, docs/decisions/0002): its build's
 * asset manifest, manifest.json, is that list.
 */
const browserManifestUrl = (app: string, ssrManifest: string) =>
  ssrManifest.replace(/ssr\/mf-manifest\.json$/, app === 'shell' ? 'manifest.json' : 'mf-manifest.json');

function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} : pas de réponse en ${LOAD_TIMEOUT_MS} ms`)),
      LOAD_TIMEOUT_MS,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

interface AppState {
  entry: string;
  /** Hash of the manifest last read: the app's version in cache keys and in the page. */
  version?: string;
  checkedAt: number;
  checking?: Promise<void>;
  /** Why the last check failed: repeated without asking again until the TTL has passed. */
  failure?: unknown;
  registered: boolean;
  reloads: number;
  modules: Map<string, ModuleLoad>;
}

interface ModuleLoad {
  promise: Promise<unknown>;
  startedAt: number;
  settled: boolean;
}

export interface Federation {
  /** The app's current version, checking its manifest when the last check is older than the TTL. */
  version(app: string): Promise<string | undefined>;
  /** A module exposed by the app, loaded once per version; rejects after LOAD_TIMEOUT_MS. */
  load<T>(app: string, expose: string): Promise<T>;
  /** Called with the app's name when a new version replaced the one loaded. */
  onReload(listener: (app: string) => void): void;
}

export interface FederationOptions {
  /** Per app name, the URL of its Node manifest. */
  entries: () => Record<string, string>;
  log: { warn: (message: string) => void; error: (error: unknown, message: string) => void };
  /** Epoch milliseconds, by which manifests age: tests move it past the TTL instead of waiting. */
  now?: () => number;
  /** Reads a manifest by URL (manifests.ts: from disk for this server's own apps). */
  read?: (url: string) => Promise<string>;
}

/** The federation runtime of this process, with one state per app (its manifest's version). */
class NodeFederation implements Federation {
  private instance: ModuleFederation | undefined;
  private readonly states = new Map<string, AppState>();
  private readonly listeners: ((app: string) => void)[] = [];
  private readonly now: () => number;

  constructor(private readonly options: FederationOptions) {
    this.now = options.now ?? Date.now;
  }

  private runtime(): ModuleFederation {
    this.instance ??= createInstance({ name: 'server', remotes: [], shared, shareStrategy: 'loaded-first' });
    return this.instance;
  }

  private stateOf(app: string): AppState {
    const entry = this.options.entries()[app];
    if (!entry) throw new Error(`Application inconnue : ${app}`);
    let state = this.states.get(app);
    if (!state || state.entry !== entry) {
      state = { entry, checkedAt: 0, registered: false, reloads: 0, modules: new Map() };
      this.states.set(app, state);
    }
    return state;
  }

  /**
   * Reads the manifests; a new one means a redeploy: drop the modules and register again. The
   * browser manifest is read too: the Node build's file names carry no hash, so a rebuild can
   * leave its manifest unchanged, while the browser's lists hashed files.
   */
  private async check(app: string, state: AppState): Promise<void> {
    const read = this.options.read ?? fetchText;
    const texts = await Promise.all([state.entry, browserManifestUrl(app, state.entry)].map(read));
    const version = createHash('sha256').update(texts.join('\n')).digest('hex').slice(0, 12);
    state.checkedAt = this.now();
    state.failure = undefined;
    if (version === state.version) return;
    const replaced = state.version !== undefined;
    state.version = version;
    state.modules.clear();
    this.runtime().registerRemotes([{ name: app, entry: state.entry }], { force: state.registered });
    state.registered = true;
    if (!replaced) return;
    state.reloads += 1;
    if (state.reloads > MAX_RELOADS) {
      this.options.log.warn(
        `${app} rechargé ${state.reloads} fois : redémarrez le serveur pour libérer l'ancien code.`,
      );
    }
    for (const listener of this.listeners) listener(app);
  }

  private refresh(app: string, state: AppState): Promise<void> {
    // One check at a time per app: a burst of requests shares it.
    state.checking ??= this.check(app, state)
      .catch((error: unknown) => {
        state.checkedAt = this.now();
        state.failure = error;
        throw error;
      })
      .finally(() => {
        state.checking = undefined;
      });
    return state.checking;
  }

  async version(app: string): Promise<string | undefined> {
    const state = this.stateOf(app);
    // A host that is down costs one wait per TTL, not one per request.
    if (state.version === undefined && state.failure && this.now() - state.checkedAt < MANIFEST_TTL_MS) {
      throw state.failure;
    }
    if (state.version === undefined) {
      await this.refresh(app, state);
    } else if (this.now() - state.checkedAt > MANIFEST_TTL_MS) {
      // Pages keep being served from the version known while the check runs.
      this.refresh(app, state).catch((error: unknown) =>
        this.options.log.error(error, `manifeste de ${app} illisible`),
      );
    }
    return state.version;
  }

  async load<T>(app: string, expose: string): Promise<T> {
    const state = this.stateOf(app);
    const started = state.modules.get(expose);
    if (started && !started.settled && this.now() - started.startedAt > STALLED_LOAD_MS) {
      this.forget(state, expose, started);
    }
    if (state.version === undefined) await withTimeout(this.refresh(app, state), app);
    const module = state.modules.get(expose) ?? this.startLoad(app, state, expose);
    const loaded = await withTimeout(module.promise, `${app}/${expose}`);
    if (!loaded) throw new Error(`${app}/${expose} indisponible`);
    return loaded as T;
  }

  private startLoad(app: string, state: AppState, expose: string): ModuleLoad {
    const module: ModuleLoad = {
      promise: this.runtime().loadRemote(`${app}/${expose.replace(/^\.\//, '')}`),
      startedAt: this.now(),
      settled: false,
    };
    state.modules.set(expose, module);
    module.promise.then(
      () => {
        module.settled = true;
      },
      () => {
        module.settled = true;
        this.forget(state, expose, module);
      },
    );
    return module;
  }

  /**
   * A failed load is tried again at the next request, with the app registered afresh: the
   * runtime keeps what it fetched of a remote that failed.
   */
  private forget(state: AppState, expose: string, module: ModuleLoad): void {
    if (state.modules.get(expose) !== module) return;
    state.modules.delete(expose);
    state.version = undefined;
  }

  onReload(listener: (app: string) => void): void {
    this.listeners.push(listener);
  }
}

export function createFederation(options: FederationOptions): Federation {
  return new NodeFederation(options);
}
