import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  BOOT_DATA_ID,
  type BootData,
  type PostedForm,
  type RemoteManifest,
  remoteManifestSchema,
  remoteNames,
} from '@lapm/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Federation, FederationOptions } from './federation';
import type { PageDataSource } from './page-data';
import { createRenderer, type RenderedPage } from './render';
import { sendPage } from './send-page';
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
  const renderer = createRenderer({
    config,
    log: app.log,
    localOrigin,
    ...(federation && { load: federation }),
    ...(pageData && { pageData }),
  });

  /**
   * The HTML of a page: rendered on the server (public pages, and the 404 page with its
   * status), else the bare shell with the manifest, which renders in the browser.
   */
  async function page(url: string): Promise<RenderedPage | null> {
    const manifest = remoteManifest(config);
    const rendered = await renderer.render(url, manifest);
    if (rendered) return rendered;
    if (!existsSync(shellIndex)) return null;
    const boot: BootData = { remotes: manifest, pinned: {} };
    const block = `<script type="application/json" id="${BOOT_DATA_ID}">${JSON.stringify(boot).replace(/</g, '\\u003c')}</script>`;
    const html = readFileSync(shellIndex, 'utf8').replace('</head>', () => `${block}</head>`);
    return { status: 200, html, cached: false };
  }

  for (const path of ['/sitemap.xml', '/robots.txt']) {
    app.get(path, async (_request, reply) => {
      const origin = config.siteUrl ?? localOrigin() ?? `http://localhost:${config.port}`;
      const published = pageData?.published ?? (async () => []);
      const file = await seoFile({ origin, published }, path);
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
