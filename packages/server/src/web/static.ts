import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { type PostedForm, type RemoteManifest, remoteManifestSchema, remoteNames } from '@lapm/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FormStamps } from '../api/enquiries/stamp';
import type { Config } from '../config';
import type { PageDataSource } from '../content/page-data';
import type { Federation, FederationOptions } from './federation';
import { registerPageAddresses, registerPages } from './pages';
import { createRenderer } from './render';
import { sendPage } from './send-page';

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
async function registerStaticFiles(app: FastifyInstance, config: Config) {
  const shellDist = join(config.webRoot, 'shell', 'dist');

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
}

/** Where this server answers once it listens: it loads the apps it serves itself from there. */
function localOriginOf(app: FastifyInstance): string | undefined {
  const address = app.server.address();
  if (!address || typeof address === 'string') return undefined;
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/**
 * The site's files, and its pages: rendered on the server (pages.ts), and the sitemap.
 */
export async function registerWeb(
  app: FastifyInstance,
  config: Config,
  pageData?: PageDataSource,
  federation?: (options: FederationOptions) => Federation,
  formStamps?: FormStamps,
) {
  registerPageAddresses(app);
  await registerStaticFiles(app, config);
  const localOrigin = () => localOriginOf(app);
  const renderer = createRenderer({
    config,
    log: app.log,
    localOrigin,
    ...(federation && { load: federation }),
    ...(pageData && { pageData }),
  });

  registerPages(app, config, renderer, localOrigin, pageData, formStamps);

  return {
    warm: () => renderer.warm(),
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
