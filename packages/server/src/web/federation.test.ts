import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import {
  createFederation,
  LOAD_TIMEOUT_MS,
  MANIFEST_TTL_MS,
  STALLED_LOAD_MS,
  ssrManifestUrl,
} from './federation';

/** A remote's host: its two manifests, as a redeploy replaces them; or a host that never answers. */
const files = new Map<string, string>();
/** Milliseconds the host waits before it answers a path, as a busy machine would. */
const delays = new Map<string, number>();
/** Paths asked of the host, and how many requests the silent one received. */
const asked: string[] = [];
let silentRequests = 0;
let host: Server;
let silent: Server;
let base: string;
let silentBase: string;

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );

beforeAll(async () => {
  host = createServer((request, response) => {
    asked.push(request.url ?? '');
    const body = files.get(request.url ?? '');
    setTimeout(
      () => {
        if (body === undefined) response.writeHead(404).end();
        else response.writeHead(200, { 'content-type': 'application/json' }).end(body);
      },
      delays.get(request.url ?? '') ?? 0,
    );
  });
  silent = createServer(() => {
    silentRequests += 1;
  });
  base = await listen(host);
  silentBase = await listen(silent);
});
afterAll(() => {
  host.close();
  silent.closeAllConnections();
  silent.close();
});

const log = { warn: () => {}, error: () => {} };
/** The federation's time, which stands still unless a test moves it. */
let clock = Date.now();
const now = () => clock;

describe('the apps’ Node builds, found through their manifests', () => {
  it('puts the Node manifest beside the browser one', () => {
    expect(ssrManifestUrl('https://cdn.example/blog/mf-manifest.json')).toBe(
      'https://cdn.example/blog/ssr/mf-manifest.json',
    );
  });

  it('checks the manifests again once they are older than the TTL, and says which app changed', async () => {
    files.set('/blog/ssr/mf-manifest.json', '{"id":"blog","v":1}');
    files.set('/blog/mf-manifest.json', '{"id":"blog","files":["blog.aaaa1111.js"]}');
    const federation = createFederation({
      entries: () => ({ blog: `${base}/blog/ssr/mf-manifest.json` }),
      log,
      now,
    });
    const reloaded: string[] = [];
    const reload = new Promise<void>((resolve) =>
      federation.onReload((app) => {
        reloaded.push(app);
        resolve();
      }),
    );
    asked.length = 0;
    const first = await federation.version('blog');
    expect(first).toMatch(/^[0-9a-f]{12}$/);
    expect(asked.toSorted()).toEqual(['/blog/mf-manifest.json', '/blog/ssr/mf-manifest.json']);

    // Only the browser build's hashed names changed: still a new version, once checked.
    files.set('/blog/mf-manifest.json', '{"id":"blog","files":["blog.bbbb2222.js"]}');
    clock += MANIFEST_TTL_MS;
    expect(await federation.version('blog')).toBe(first);
    expect(asked).toHaveLength(2);
    clock += 1;
    // The check runs in the background: this request still gets the version it knew.
    expect(await federation.version('blog')).toBe(first);
    await reload;
    expect(asked).toHaveLength(4);
    const second = await federation.version('blog');
    expect(second).toMatch(/^[0-9a-f]{12}$/);
    expect(second).not.toBe(first);
    expect(reloaded).toEqual(['blog']);
  });
});

describe('an app whose host fails', () => {
  it(`gives up on a host that does not answer after ${LOAD_TIMEOUT_MS} ms, and does not ask again within the TTL`, async () => {
    const federation = createFederation({
      entries: () => ({ blog: `${silentBase}/blog/ssr/mf-manifest.json` }),
      log,
      now,
    });
    const timedOut = { name: 'TimeoutError' };
    await expect(federation.version('blog')).rejects.toMatchObject(timedOut);
    // Both manifests were asked for, once.
    expect(silentRequests).toBe(2);
    clock += MANIFEST_TTL_MS - 1;
    // The next request within the TTL fails with the same cause, without asking the host again.
    await expect(federation.version('blog')).rejects.toMatchObject(timedOut);
    expect(silentRequests).toBe(2);
  });

  it('only knows the apps of its configuration', async () => {
    const federation = createFederation({ entries: () => ({}), log });
    await expect(federation.version('evil')).rejects.toThrow('Application inconnue');
  });
});

/** A Node build with one screen, `./Page`, whose entry the host sends after `delay` ms. */
function nodeApp(name: string, delay: number) {
  const manifest = {
    id: name,
    name,
    metaData: {
      name,
      type: 'app',
      buildInfo: { buildVersion: '1.0.0', buildName: name },
      remoteEntry: { name: `${name}.js`, path: '', type: 'commonjs-module' },
      types: { path: '', name: '', zip: '', api: '' },
      globalName: name,
      pluginVersion: '2.9.2',
      publicPath: '',
    },
    shared: [],
    remotes: [],
    exposes: [{ id: `${name}:Page`, name: 'Page', assets: emptyAssets, path: './Page' }],
  };
  files.set(`/${name}/ssr/mf-manifest.json`, JSON.stringify(manifest));
  files.set(`/${name}/mf-manifest.json`, JSON.stringify({ id: name }));
  const entry = `/${name}/ssr/${name}.js`;
  files.set(entry, 'module.exports = { init() {}, get: async () => () => ({ screen: "Page" }) };');
  delays.set(entry, delay);
  const federation = createFederation({
    entries: () => ({ [name]: `${base}/${name}/ssr/mf-manifest.json` }),
    log,
    now,
  });
  return { federation, entry, entryRequests: () => asked.filter((path) => path === entry).length };
}
const emptyAssets = { js: { sync: [], async: [] }, css: { sync: [], async: [] } };
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a screen slower to load than the timeout', () => {
  it('is not loaded afresh: the next request gets the load already under way', async () => {
    const app = nodeApp('slow', LOAD_TIMEOUT_MS + 500);
    await expect(app.federation.load('slow', './Page')).rejects.toThrow('pas de réponse');
    await pause(1000);
    expect(await app.federation.load('slow', './Page')).toEqual({ screen: 'Page' });
    expect(app.entryRequests()).toBe(1);
  }, 15_000);

  it(`is loaded afresh when it is still under way after ${STALLED_LOAD_MS} ms`, async () => {
    const app = nodeApp('stalled', LOAD_TIMEOUT_MS + 500);
    await expect(app.federation.load('stalled', './Page')).rejects.toThrow('pas de réponse');
    delays.set(app.entry, 0);
    clock += STALLED_LOAD_MS + 1;
    expect(await app.federation.load('stalled', './Page')).toEqual({ screen: 'Page' });
    expect(app.entryRequests()).toBe(2);
  }, 15_000);
});
