import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { type PostedForm, type RemoteManifest, remoteManifestSchema, remoteNames } from '@lapm/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { PageDataSource } from '../content/page-data';
import type { Federation, FederationOptions } from './federation';
import { createRenderer, INLINE_MANIFEST_ID, type RenderedPage } from './render';
import { seoFile } from './seo-files';

const YEAR = 60 * 60 * 24 * 365;

/**
 * Hashed file names never change content: cache them for a year. Everything a
 * redeploy changes in place (index.html, mf-manifest.json) is revalidated each time.
 * `path` is the file actually sent: with `preCompressed`, the `.br` or `.gz` sibling.
 */
function setCacheHeaders(reply: FastifyReply, path: string) {
  const hashed = /\.[0-9a-f]{8,}\.(?:js|css|woff2?|avif|webp|jpe?g|png|svg)(?:\.br|\.gz)?$/.test(path);
  reply.header('Cache-Control', hashed ? `public, max-age=${YEAR}, immutable` : 'no-cache');
}

type Encoding = 'br' | 'gzip';
/**
 * A page kept for every visitor is compressed once, at the smallest; a page sent once or a few
 * times (a draw of the portfolio, an address with a parameter no page reads) at the level whose
 * cost a request can bear: for the prices page, brotli's 11 costs ~65 ms of CPU, its 5 ~1 ms
 * for 10 % more bytes.
 */
const compressors: Record<Encoding, (html: string, once: boolean) => Promise<Buffer>> = {
  br: (html, once) =>
    promisify(brotliCompress)(html, { params: { [constants.BROTLI_PARAM_QUALITY]: once ? 5 : 11 } }),
  gzip: (html, once) => promisify(gzip)(html, { level: once ? 6 : 9 }),
};

/** The encoding the browser accepts that makes the smallest page (RFC 9110, 12.5.3). */
export function preferredEncoding(header: string | undefined): Encoding | undefined {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    weights.set(name, q ? Number(q.slice(2)) : 1);
  }
  const accepts = (encoding: Encoding) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;
  return (['br', 'gzip'] as const).find(accepts);
}

/** A cached page's compressed copies, made once and dropped with the page. */
const compressedPages = new WeakMap<RenderedPage, Partial<Record<Encoding, Promise<Buffer>>>>();
/** A kept page's content hash, computed once and dropped with the page. */
const pageHashes = new WeakMap<RenderedPage, string>();

/**
 * The validator of a page kept for every visitor, so that a revisit gets a 304 instead of the
 * page again. Strong, from the HTML, so that a change of content or a redeploy changes it; one
 * per representation (RFC 9110, 8.8.3), hence the encoding's suffix. A page sent once has none,
 * and neither has a draw of the portfolio: a visitor who revalidates must get a new draw, not
 * keep the one they saw. Nor a 404: preconditions apply to a 2xx answer only (RFC 9110, 13.2.2).
 */
function entityTag(page: RenderedPage, encoding: Encoding | undefined): string | undefined {
  if (!page.cached || page.drawn || page.status !== 200) return undefined;
  let hash = pageHashes.get(page);
  if (!hash) {
    hash = createHash('sha256').update(page.html).digest('base64url').slice(0, 22);
    pageHashes.set(page, hash);
  }
  return `"${hash}${encoding ? `-${encoding}` : ''}"`;
}

/** `If-None-Match` names the tag, or any (RFC 9110, 13.1.2: the weak comparison). */
function namesTag(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === tag);
}

async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: RenderedPage,
  status: number = page.status,
) {
  // The encoding follows the request's Accept-Encoding, the identity included.
  reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const tag = entityTag(page, encoding);
  if (tag) {
    reply.header('ETag', tag);
    if (namesTag(request.headers['if-none-match'], tag)) return reply.code(304).send();
  }
  reply.code(status).type('text/html; charset=utf-8');
  if (!encoding) return reply.send(page.html);
  let body: Promise<Buffer>;
  if (page.cached) {
    const copies = compressedPages.get(page) ?? {};
    compressedPages.set(page, copies);
    body = copies[encoding] ??= compressors[encoding](page.html, page.drawn === true);
  } else {
    body = compressors[encoding](page.html, true);
  }
  return reply.header('Content-Encoding', encoding).send(await body);
}

export function remoteManifest(config: Config): RemoteManifest {
  if (config.remotesManifestFile) {
    return remoteManifestSchema.parse(JSON.parse(readFileSync(config.remotesManifestFile, 'utf8')));
  }
  return {
    remotes: Object.fromEntries(remoteNames.map((name) => [name, config.remotes[name].url])),
    apiBaseUrl: '/api',
  };
}

/**
 * Serves the built shell at /, each remote under /remotes/<name>/, and /remotes.json.
 * The build writes a brotli and a gzip copy of each text asset (packages/federation,
 * precompress.ts); `preCompressed` sends the one the browser accepts, as it is, and
 * falls back to the plain file (@fastify/static README, "preCompressed").
 */
export async function registerWeb(
  app: FastifyInstance,
  config: Config,
  pageData?: PageDataSource,
  federation?: (options: FederationOptions) => Federation,
) {
  const shellDist = join(config.webRoot, 'shell', 'dist');
  const shellIndex = join(shellDist, 'index.html');

  app.get('/remotes.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return remoteManifest(config);
  });

  for (const name of remoteNames) {
    const dir = config.remotes[name].dir;
    if (!dir) continue;
    await app.register(fastifyStatic, {
      root: dir,
      prefix: `/remotes/${name}/`,
      decorateReply: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders: setCacheHeaders,
      // A remote that is not built yet answers 404, and the shell shows its fallback.
      allowedPath: () => existsSync(dir),
    });
  }

  // The photo variants of the image pipeline (@lapm/images): hashed names, cached for a year.
  const imagesDir = join(config.webRoot, 'packages', 'images', 'dist', 'files');
  await app.register(fastifyStatic, {
    root: imagesDir,
    prefix: '/images/',
    decorateReply: false,
    cacheControl: false,
    setHeaders: setCacheHeaders,
    allowedPath: () => existsSync(imagesDir),
  });

  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/',
    cacheControl: false,
    preCompressed: true,
    setHeaders: setCacheHeaders,
    index: false,
    wildcard: true,
  });

  /** Where this server answers once it listens: it loads the apps it serves itself from there. */
  const localOrigin = () => {
    const address = app.server.address();
    if (!address || typeof address === 'string') return undefined;
    const wildcard = address.address === '0.0.0.0' || address.address === '::';
    const host = wildcard
      ? '127.0.0.1'
      : address.family === 'IPv6'
        ? `[${address.address}]`
        : address.address;
    return `http://${host}:${address.port}`;
  };
  const renderer = createRenderer(config, app.log, localOrigin, federation, pageData);

  /**
   * The HTML of a page: rendered on the server (public pages, and the 404 page with its
   * status), else the bare shell with the manifest, which renders in the browser.
   */
  async function page(url: string): Promise<RenderedPage | null> {
    const manifest = remoteManifest(config);
    const rendered = await renderer.render(url, manifest);
    if (rendered) return rendered;
    if (!existsSync(shellIndex)) return null;
    const block = `<script type="application/json" id="${INLINE_MANIFEST_ID}">${JSON.stringify(manifest).replace(/</g, '\\u003c')}</script>`;
    const html = readFileSync(shellIndex, 'utf8').replace('</head>', () => `${block}</head>`);
    return { status: 200, html, cached: false };
  }

  for (const path of ['/sitemap.xml', '/robots.txt']) {
    app.get(path, async (_request, reply) => {
      const origin = config.siteUrl ?? localOrigin() ?? `http://localhost:${config.port}`;
      const render = (url: string) => renderer.render(url, remoteManifest(config));
      const file = await seoFile({ origin, render }, path);
      if (!file) return reply.code(404).send({ message: 'Ressource introuvable.' });
      reply.header('Cache-Control', 'no-cache');
      return reply.type(file.type).send(file.body);
    });
  }

  // Deep links (/compte/album reloaded) get the shell, which routes in the browser.
  app.setNotFoundHandler(async (request, reply) => {
    const [path = '/'] = request.url.split('?');
    const wantsPage =
      request.method === 'GET' &&
      !path.startsWith('/api/') &&
      !path.startsWith('/remotes/') &&
      !path.startsWith('/static/') &&
      !/\.[a-z0-9]+$/i.test(path);
    const found = wantsPage ? await page(request.url) : null;
    if (found) return sendPage(request, reply, found);
    return reply.code(404).send({ message: 'Ressource introuvable.' });
  });

  app.get('/', async (request, reply) => {
    const found = await page(request.url);
    if (found) return sendPage(request, reply, found);
    return reply
      .code(503)
      .header('Cache-Control', 'no-cache')
      .type('text/plain; charset=utf-8')
      .send('Le site n’est pas construit : lancez « pnpm build ».');
  });

  return {
    /** Answers with the public page at `url` rendered with the outcome of a form it sent (web/forms.ts). */
    async sendPostedPage(
      request: FastifyRequest,
      reply: FastifyReply,
      url: string,
      posted: PostedForm,
      status: number,
    ) {
      const rendered = await renderer.render(url, remoteManifest(config), posted);
      if (!rendered) return reply.code(503).send({ message: 'La page est momentanément indisponible.' });
      return sendPage(request, reply, rendered, status);
    },
  };
}
