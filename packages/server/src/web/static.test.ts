import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import { BOOT_DATA_ID } from '@lapm/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig } from '../config';
import { fakeShell, writeShellBuild } from '../testing/fake-shell';
import type { Federation } from './federation';
import { preferredEncoding } from './send-page';
import { registerWeb } from './static';

const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
let app: FastifyInstance;
let webRoot: string;

/** A built shell as the build leaves it: a hashed chunk with its .br and .gz copies. */
function builtSite(): string {
  const webRoot = mkdtempSync(join(tmpdir(), 'lapm-web-'));
  const js = join(webRoot, 'shell', 'dist', 'static', 'js');
  mkdirSync(js, { recursive: true });
  writeFileSync(
    join(webRoot, 'shell', 'dist', 'index.html'),
    '<!doctype html><html><head><title>LAPM</title></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(js, 'index.0123abcd89.js'), script);
  writeFileSync(join(js, 'index.0123abcd89.js.br'), brotliCompressSync(script));
  writeFileSync(join(js, 'index.0123abcd89.js.gz'), gzipSync(script));
  const images = join(webRoot, 'packages', 'images', 'dist', 'files');
  mkdirSync(images, { recursive: true });
  writeFileSync(join(images, 'mariage-01.800.0123abcd89.avif'), 'avif');
  return webRoot;
}

beforeAll(async () => {
  app = Fastify();
  // As in app.ts: on-the-fly compression must leave pre-compressed files alone.
  await app.register(compress);
  webRoot = builtSite();
  writeShellBuild(webRoot);
  // The shell's Node build alone, which draws every page's document: no remote can be loaded,
  // so every page is left to the browser.
  const shell = fakeShell(() => null);
  const federation = (): Federation => ({
    version: async (name) => {
      if (name !== 'shell') throw new Error(`${name} absent`);
      return 'shell-1';
    },
    load: async <T>() => shell as T,
    onReload: () => {},
  });
  await registerWeb(app, loadConfig({ WEB_ROOT: webRoot }), undefined, federation);
});
afterAll(() => app.close());

describe('static files', () => {
  it('sends the brotli copy of a hashed file, cached for a year', async () => {
    const response = await app.inject({
      url: '/static/js/index.0123abcd89.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip copy to a browser without brotli, and the plain file to one without either', async () => {
    const gzip = await app.inject({
      url: '/static/js/index.0123abcd89.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({
      url: '/static/js/index.0123abcd89.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('serves the photo variants of the image pipeline under /images/, cached for a year', async () => {
    const response = await app.inject({ url: '/images/mariage-01.800.0123abcd89.avif' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/avif');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates the page itself and gives it to deep links, with the run-time manifest inlined', async () => {
    for (const url of ['/', '/compte/album']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root">');
      const inline = new RegExp(`<script type="application/json" id="${BOOT_DATA_ID}">(.*?)</script>`).exec(
        response.body,
      );
      expect(JSON.parse(inline?.[1] ?? '{}').remotes.remotes.blog).toBe('/remotes/blog/mf-manifest.json');
    }
  });
});

describe('the page of an e-mail link left to the browser', () => {
  it('is sent with no-store, the other pages with no-cache', async () => {
    for (const [url, cacheControl] of [
      ['/invitation?token=jeton-0123456789', 'no-store'],
      ['/reset-password/confirm?token=jeton-0123456789', 'no-store'],
      ['/confirm-email?token=jeton-0123456789', 'no-store'],
      ['/reset-password/confirm', 'no-store'],
      ['/reset-password', 'no-cache'],
      ['/tarifs?token=jeton-0123456789', 'no-cache'],
    ] as const) {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(response.statusCode).toBe(200);
      expect(response.headers.etag).toBeUndefined();
      expect({ url, cacheControl: response.headers['cache-control'] }).toEqual({ url, cacheControl });
    }
  });
});

describe('the encoding of a rendered page', () => {
  it('is brotli when the browser accepts it, else gzip, else none', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip, deflate')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });
});
