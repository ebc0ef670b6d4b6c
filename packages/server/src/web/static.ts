import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { type RemoteManifest, remoteManifestSchema, remoteNames } from '@lapm/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../config';

const YEAR = 60 * 60 * 24 * 365;

/**
 * Hashed file names never change content: cache them for a year. Everything a
 * redeploy changes in place (index.html, mf-manifest.json) is revalidated each time.
 */
function setCacheHeaders(reply: FastifyReply, path: string) {
  const hashed = /\.[0-9a-f]{8,}\.(?:js|css|woff2?|avif|webp|jpe?g|png|svg)$/.test(path);
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

/** Serves the built shell at /, each remote under /remotes/<name>/, and /remotes.json. */
export async function registerWeb(app: FastifyInstance, config: Config) {
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
      setHeaders: setCacheHeaders,
      // A remote that is not built yet answers 404, and the shell shows its fallback.
      allowedPath: () => existsSync(dir),
    });
  }

  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/',
    cacheControl: false,
    setHeaders: setCacheHeaders,
    index: false,
    wildcard: true,
  });

  // Deep links (/compte/album reloaded) get the shell, which routes in the browser.
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage =
      request.method === 'GET' &&
      !path.startsWith('/api/') &&
      !path.startsWith('/remotes/') &&
      !path.startsWith('/static/') &&
      !/\.[a-z0-9]+$/i.test(path);
    if (wantsPage && existsSync(shellIndex)) {
      reply.header('Cache-Control', 'no-cache');
      return reply.type('text/html; charset=utf-8').send(readFileSync(shellIndex));
    }
    return reply.code(404).send({ message: 'Ressource introuvable.' });
  });

  app.get('/', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    if (!existsSync(shellIndex)) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('Le site n’est pas construit : lancez « pnpm build ».');
    }
    return reply.type('text/html; charset=utf-8').send(readFileSync(shellIndex));
  });
}
