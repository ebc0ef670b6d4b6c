import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { registerWeb } from './web/static';

/** Builds the one server of the site: the API under /api, the built apps everywhere else. */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: 64 * 1024,
  });

  app.get('/api/health', async () => ({ status: 'ok' }));

  await registerWeb(app, config);
  return app;
}
