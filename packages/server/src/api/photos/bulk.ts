import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bulkAltRoute } from './routes/bulk-alt';
import { bulkDeleteRoute, bulkUsesRoute } from './routes/bulk-delete';
import { bulkPublishRoute } from './routes/bulk-publish';
import type { PhotoContext } from './routes/context';

/**
 * The library in bulk (admins only): a selection published, unpublished, described or deleted in
 * one request and one transaction, all or nothing. One file per route, in routes/.
 */
export const photoBulkRoutes: FastifyPluginAsyncZod<PhotoContext> = async (app, context) => {
  for (const register of [bulkPublishRoute, bulkAltRoute, bulkUsesRoute, bulkDeleteRoute])
    register(app, context);
};
