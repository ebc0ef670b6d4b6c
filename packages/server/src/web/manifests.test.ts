import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { loadConfig } from '../config';
import { createManifestReader } from './manifests';

/** A host of remotes that fails its first answer to each address, then answers with the address. */
let host: Server;
let hostUrl = '';
const asked: string[] = [];
beforeAll(async () => {
  host = createServer((request, response) => {
    const url = request.url ?? '';
    asked.push(url);
    if (asked.filter((seen) => seen === url).length === 1) {
      response.writeHead(503).end();
      return;
    }
    response.end(`servi ${url}`);
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostUrl = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => host.close(() => resolve())));

function builtSite() {
  const webRoot = mkdtempSync(join(tmpdir(), 'lapm-manifests-'));
  mkdirSync(join(webRoot, 'shell', 'dist', 'ssr'), { recursive: true });
  writeFileSync(join(webRoot, 'shell', 'dist', 'ssr', 'mf-manifest.json'), 'shell sur disque');
  mkdirSync(join(webRoot, 'remote-blog', 'dist'), { recursive: true });
  writeFileSync(join(webRoot, 'remote-blog', 'dist', 'mf-manifest.json'), 'blog sur disque');
  return loadConfig({ WEB_ROOT: webRoot });
}

describe('the manifests of the apps', () => {
  it('are read from disk for the apps this server serves, by path or by its own address', async () => {
    // An origin where nothing listens: the reader must not ask it.
    const read = createManifestReader(builtSite(), () => 'http://127.0.0.1:9');
    expect(await read('/remotes/blog/mf-manifest.json')).toBe('blog sur disque');
    expect(await read('http://127.0.0.1:9/ssr/mf-manifest.json')).toBe('shell sur disque');
    await expect(read('/remotes/blog/absent.json')).rejects.toThrow();
  });

  it('are fetched from another host, asked again once when it fails', async () => {
    const read = createManifestReader(builtSite(), () => undefined);
    expect(await read(`${hostUrl}/marketing/mf-manifest.json`)).toBe('servi /marketing/mf-manifest.json');
    expect(asked).toEqual(['/marketing/mf-manifest.json', '/marketing/mf-manifest.json']);
  });
});
