import { type PageData, POSTED_FORM_KEY, type PostedForm } from '@lapm/contracts';
import {
  type Context,
  createContext,
  type ReactNode,
  type ReactPromise,
  use,
  useEffect,
  useState,
} from 'react';
import { readBootData } from './bootData';

/**
 * How a screen rendered by the server reads data that lives in the database, the same way
 * on the server, at hydration and after a navigation in the browser (docs/decisions/0008).
 *
 * - On the server, the render gets the page's data loaded beforehand (PageDataProvider, from
 *   the shell's server app): nothing is fetched during the render.
 * - In the browser, the page the server sent carries the same data in its boot data
 *   (@lapm/contracts, bootData.ts): the screen hydrates with it, without a request.
 * - On a later navigation, the screen's own `load` fetches it through the API client.
 *
 * Each app bundles its own copy of this module (it is not a shared singleton, which the shell
 * would load at start), so the context object lives under a global symbol: with the one React
 * of the site, every copy reads the same context.
 */
const CONTEXT_KEY = Symbol.for('lapm.page-data');
const holder = globalThis as { [CONTEXT_KEY]?: Context<PageData | null> };
holder[CONTEXT_KEY] ??= createContext<PageData | null>(null);
const PageDataContext = holder[CONTEXT_KEY];

const SEED_KEY = Symbol.for('lapm.draw-seed');
const seedHolder = globalThis as { [SEED_KEY]?: Context<number | null> };
seedHolder[SEED_KEY] ??= createContext<number | null>(null);
const DrawSeedContext = seedHolder[SEED_KEY];

/** The server render's data and draw seed; the shell's server app wraps the page in them. */
export function PageDataProvider({
  value,
  seed,
  children,
}: {
  value: PageData | undefined;
  seed?: number;
  children: ReactNode;
}) {
  return (
    <PageDataContext value={value ?? null}>
      <DrawSeedContext value={seed ?? null}>{children}</DrawSeedContext>
    </PageDataContext>
  );
}

/**
 * The seed of the page's random draws (docs/decisions/0006): the one the server rendered the
 * page with, on the server and while the browser hydrates that page; undefined on a page the
 * browser opened itself, which draws with Math.random.
 */
export function useDrawSeed(): number | undefined {
  const server = use(DrawSeedContext);
  if (server !== null) return server;
  if (typeof window === 'undefined') return undefined;
  const boot = readBootData();
  return boot.page?.path === window.location.pathname ? boot.seed : undefined;
}

/** Data fetched in the browser is fetched again by a screen opened this long after (ms). */
export const PAGE_DATA_MAX_AGE_MS = 60_000;

/**
 * A failed fetch is kept this long (ms) before a read asks again. React renders a screen again as
 * soon as its promise settles; were the failure forgotten at once, that render would ask again,
 * fail again, and loop for as long as the server refuses. Kept, it reaches the screen's error
 * boundary, and « Réessayer » (or opening the screen again) asks anew.
 */
export const PAGE_DATA_FAILURE_KEPT_MS = 1_000;

interface Entry {
  promise: ReactPromise<unknown>;
  at: number;
  failedAt?: number;
}

const entries = new Map<string, Entry>();
let inlined: PageData | null | undefined;

function inlinedData(): PageData | null {
  if (inlined === undefined) {
    inlined = readBootData().page ?? null;
  }
  return inlined;
}

/** A promise as React's `use` reads it: one already settled renders at once, without suspending. */
function tracked(entry: Omit<Entry, 'promise'>, promise: Promise<unknown>): Entry {
  const result: ReactPromise<unknown> = Object.assign(promise, { status: 'pending' as const });
  const tracking: Entry = { ...entry, promise: result };
  promise.then(
    (value) => Object.assign(result, { status: 'fulfilled', value }),
    (reason: unknown) => {
      Object.assign(result, { status: 'rejected', reason });
      tracking.failedAt = Date.now();
    },
  );
  return tracking;
}

const isStale = (entry: Entry, now: number) =>
  now - entry.at > PAGE_DATA_MAX_AGE_MS ||
  (entry.failedAt !== undefined && now - entry.failedAt > PAGE_DATA_FAILURE_KEPT_MS);

function entryOf<T>(key: string, load: () => Promise<T>): ReactPromise<T> {
  const now = Date.now();
  let entry = entries.get(key);
  if (!entry) {
    const page = inlinedData();
    if (page && key in page.values && page.path === window.location.pathname) {
      const value = page.values[key];
      entry = {
        promise: Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value }),
        at: now,
      };
      entries.set(key, entry);
    }
  }
  if (!entry || isStale(entry, now)) {
    entry = tracked({ at: now }, load());
    entries.set(key, entry);
  }
  return entry.promise as ReactPromise<T>;
}

/**
 * The page's data under `key`: given by the server, inlined in the page, or fetched with
 * `load` (suspends meanwhile). A screen keeps what it got while it stays open.
 */
export function usePageData<T>(key: string, load: () => Promise<T>): T {
  const server = use(PageDataContext);
  const [held] = useState(() => (server ? null : { key, promise: entryOf(key, load) }));
  if (server) {
    if (!(key in server.values)) throw new Error(`Données de page absentes : ${key}`);
    return server.values[key] as T;
  }
  return use(held?.key === key ? held.promise : entryOf(key, load)) as T;
}

/**
 * A value the server gave this page, or undefined: for a screen that loads its own data and
 * shows the server's meanwhile (a client screen rendered for its visitor, web/account-pages.ts).
 */
export function useServedValue<T>(key: string): T | undefined {
  const server = use(PageDataContext);
  const [value] = useState(() => {
    if (server) return server.values[key];
    if (typeof window === 'undefined') return undefined;
    const page = inlinedData();
    return page?.path === window.location.pathname ? page.values[key] : undefined;
  });
  return value as T | undefined;
}

/**
 * The server's answer to an account form the browser sent itself, before or without the app
 * (POSTED_FORM_KEY), when this page is that answer: the form starts from it. Read once in the
 * browser: the next visit of the same screen starts clean.
 */
export function usePostedForm(): PostedForm | undefined {
  const server = use(PageDataContext);
  const [posted] = useState(() => {
    const page = server ?? inlinedData();
    if (!page || !(POSTED_FORM_KEY in page.values)) return undefined;
    if (!server && page.path !== window.location.pathname) return undefined;
    return page.values[POSTED_FORM_KEY] as PostedForm;
  });
  // Forgotten once shown, not while rendering: a render that starts over must find it again.
  useEffect(() => {
    if (!server && posted) delete inlinedData()?.values[POSTED_FORM_KEY];
  }, [server, posted]);
  return posted;
}
