import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import { prerenderMarkers } from '@lapm/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadConfig } from '../config';
import { withStartHints } from './page';
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
  // A built remote: which files each exposed screen needs, as its mf-manifest.json says.
  const blog = join(webRoot, 'remote-blog', 'dist');
  mkdirSync(blog, { recursive: true });
  const screen = (name: string, file: string) => ({
    name,
    assets: {
      js: { sync: [`static/js/async/${file}.0123abcd89.js`] },
      css: { sync: [`static/css/async/${file}.0123abcd89.css`] },
    },
  });
  writeFileSync(
    join(blog, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { remoteEntry: { name: 'static/js/blog.0123abcd89.js', path: '' } },
      exposes: [screen('BlogList', 'list'), screen('Article', 'article')],
    }),
  );
  // The reset confirmation as the prerender step leaves it: one file per kind of visit.
  const reset = join(webRoot, 'remote-account', 'dist', 'prerendered', 'reset-password');
  mkdirSync(reset, { recursive: true });
  const { headStart, headEnd, rootEnd, hydratable } = prerenderMarkers;
  const resetPage = (h1: string) =>
    `<!doctype html><html lang="fr"><head>${headStart}<title data-prerendered="">Réinitialisation</title>${headEnd}</head>` +
    `<body><div id="root">${hydratable}<main><h1>${h1}</h1></main></div>${rootEnd}</body></html>`;
  writeFileSync(join(reset, 'confirm.html'), resetPage('Lien invalide'));
  writeFileSync(join(reset, 'confirm.with-token.html'), resetPage('Formulaire prêt'));
  return webRoot;
}

beforeAll(async () => {
  app = Fastify();
  // As in app.ts: on-the-fly compression must leave pre-compressed files alone.
  await app.register(compress);
  webRoot = builtSite();
  await registerWeb(app, loadConfig({ WEB_ROOT: webRoot }));
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
      const inline = /<script type="application\/json" id="remotes-manifest">(.*?)<\/script>/.exec(
        response.body,
      );
      expect(JSON.parse(inline?.[1] ?? '{}').remotes.blog).toBe('/remotes/blog/mf-manifest.json');
    }
  });

  it('answers the reset link with the prerendered form ready, and a visit without a token with the invalid-link page', async () => {
    const h1 = async (url: string) => /<h1>(.*?)<\/h1>/.exec((await app.inject({ url })).body)?.[1];
    expect(await h1('/reset-password/confirm?token=Zm9vYmFy')).toBe('Formulaire prêt');
    expect(await h1('/reset-password/confirm?utm_source=mail&token=Zm9vYmFy')).toBe('Formulaire prêt');
    expect(await h1('/reset-password/confirm')).toBe('Lien invalide');
    expect(await h1('/reset-password/confirm?token=%20')).toBe('Lien invalide');
  });

  it("hints the files of a public page's screen, never those of a screen behind login", async () => {
    const blog = (await app.inject({ url: '/blog/2025-06-01' })).body;
    expect(blog).toContain(
      '<link rel="preload" href="/remotes/blog/mf-manifest.json" as="fetch" crossorigin="anonymous">',
    );
    expect(blog).toContain(
      '<link rel="preload" href="/remotes/blog/static/js/blog.0123abcd89.js" as="script">',
    );
    expect(blog).toContain(
      '<link rel="preload" href="/remotes/blog/static/js/async/article.0123abcd89.js" as="script">',
    );
    expect(blog).toContain(
      '<link rel="preload" href="/remotes/blog/static/css/async/article.0123abcd89.css" as="style">',
    );
    expect(blog).not.toContain('list.0123abcd89');
    expect((await app.inject({ url: '/compte/album' })).body).not.toContain('rel="preload"');
  });

  it('gives a prerendered page its screen files as data for the shell, not as preloads competing with its first paint', () => {
    const config = loadConfig({ WEB_ROOT: webRoot });
    const html = withStartHints(
      '<html><head></head><body></body></html>',
      config,
      '/blog/2025-06-01',
      { remotes: { blog: '/remotes/blog/mf-manifest.json' }, apiBaseUrl: '/api' },
      { prerendered: true },
    );
    expect(html).not.toContain('rel="preload"');
    const data = /<script type="application\/json" id="screen-preloads">(.*?)<\/script>/.exec(html);
    expect(JSON.parse(data?.[1] ?? 'null')).toEqual([
      { href: '/remotes/blog/mf-manifest.json', as: 'fetch' },
      { href: '/remotes/blog/static/js/blog.0123abcd89.js', as: 'script' },
      { href: '/remotes/blog/static/css/async/article.0123abcd89.css', as: 'style' },
      { href: '/remotes/blog/static/js/async/article.0123abcd89.js', as: 'script' },
    ]);
  });

  it('hands the shell scripts of a prerendered page to the loader, in their order, to start at the first action', () => {
    const config = loadConfig({ WEB_ROOT: webRoot });
    const shell =
      '<html><head><script defer src="/static/js/lib.1.js"></script><script defer src="/static/js/index.2.js"></script></head><body></body></html>';
    const manifest = { remotes: { blog: '/remotes/blog/mf-manifest.json' }, apiBaseUrl: '/api' };
    const prerendered = withStartHints(shell, config, '/blog', manifest, { prerendered: true });
    expect(prerendered).not.toContain('<script defer src="/static/js/');
    const loader =
      /<script defer src="\/paint-first\.js" data-scripts="([^"]+)" data-session-key="jwtTokenClientLAPM"><\/script>/.exec(
        prerendered,
      );
    expect(JSON.parse((loader?.[1] ?? 'null').replaceAll('&quot;', '"'))).toEqual([
      '/static/js/lib.1.js',
      '/static/js/index.2.js',
    ]);
    // A page the browser renders has nothing to paint before the scripts: they load as built.
    const rendered = withStartHints(shell, config, '/compte', manifest, { prerendered: false });
    expect(rendered).toContain('<script defer src="/static/js/index.2.js"></script>');
    expect(rendered).not.toContain('paint-first');
  });
});
