import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { createFederation, LOAD_TIMEOUT_MS, MANIFEST_TTL_MS, ssrManifestUrl } from './federation';

/** A remote's host: its two manifests, as a redeploy replaces them; or a host that never answers. */
const files = new Map<string, string>();
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
    const body = files.get(request.url ?? '');
    if (body === undefined) response.writeHead(404).end();
    else response.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
  silent = createServer(() => {});
  base = await listen(host);
  silentBase = await listen(silent);
});
afterAll(() => {
  host.close();
  silent.closeAllConnections();
  silent.close();
});

const log = { warn: () => {}, error: () => {} };
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the apps’ Node builds, found through their manifests', () => {
  it('puts the Node manifest beside the browser one', () => {
    expect(ssrManifestUrl('https://cdn.example/blog/mf-manifest.json')).toBe(
      'https://cdn.example/blog/ssr/mf-manifest.json',
    );
  });

  it('notices a redeploy within a second or so, and says which app changed', async () => {
    files.set('/blog/ssr/mf-manifest.json', '{"id":"blog","v":1}');
    files.set('/blog/mf-manifest.json', '{"id":"blog","files":["blog.aaaa1111.js"]}');
    const federation = createFederation({
      entries: () => ({ blog: `${base}/blog/ssr/mf-manifest.json` }),
      log,
    });
    const reloaded: string[] = [];
    federation.onReload((app) => reloaded.push(app));
    const first = await federation.version('blog');
    expect(first).toMatch(/^[0-9a-f]{12}$/);

    // Only the browser build's hashed names changed: still a new version.
    files.set('/blog/mf-manifest.json', '{"id":"blog","files":["blog.bbbb2222.js"]}');
    expect(await federation.version('blog')).toBe(first);
    await wait(MANIFEST_TTL_MS + 50);
    // The check runs in the background: this request still gets the version it knew.
    expect(await federation.version('blog')).toBe(first);
    let second = first;
    for (let tries = 0; second === first && tries < 40; tries++) {
      await wait(50);
      second = await federation.version('blog');
    }
    expect(second).not.toBe(first);
    expect(reloaded).toEqual(['blog']);
  });

  it(`gives up on a host that does not answer after ${LOAD_TIMEOUT_MS} ms, and does not wait again at once`, async () => {
    const federation = createFederation({
      entries: () => ({ blog: `${silentBase}/blog/ssr/mf-manifest.json` }),
      log,
    });
    const started = Date.now();
    await expect(federation.version('blog')).rejects.toThrow();
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(LOAD_TIMEOUT_MS - 50);
    expect(waited).toBeLessThan(LOAD_TIMEOUT_MS + 1500);
    // The next request within the TTL fails at once instead of waiting another 2 s.
    const again = Date.now();
    await expect(federation.version('blog')).rejects.toThrow();
    expect(Date.now() - again).toBeLessThan(200);
  });

  it('only knows the apps of its configuration', async () => {
    const federation = createFederation({ entries: () => ({}), log });
    await expect(federation.version('evil')).rejects.toThrow('Application inconnue');
  });
});
