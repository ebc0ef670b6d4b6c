import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ApiContext } from '../context';
import { previewRoute } from './routes/preview';
import { publicationRoutes } from './routes/publication';
import { adminReadRoutes, publishedRoutes } from './routes/read';
import { revisionRoutes } from './routes/revisions';
import { writeRoutes } from './routes/write';

/**
 * The blog's articles: read by anyone once published, written by admins only. Every write
 * tells the pages that show articles (ARTICLES_TAG) that they changed: the server's HTML of
 * /blog, the articles and the sitemap are up to date at the next request. Grouped by purpose, in routes/.
 */
export const articleRoutes: FastifyPluginAsyncZod<ApiContext> = async (app, context) => {
  for (const register of [
    publishedRoutes,
    adminReadRoutes,
    writeRoutes,
    publicationRoutes,
    previewRoute,
    revisionRoutes,
  ])
    register(app, context);
};
