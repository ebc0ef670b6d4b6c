import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PhotoContext } from './routes/context';
import { deleteRoute } from './routes/delete';
import { altRoute, focalPointRoute } from './routes/describe';
import { listRoute } from './routes/list';
import { publishRoute } from './routes/publish';
import { filesRoute, readRoute, usesRoute } from './routes/read';
import { replaceRoute } from './routes/replace';
import { uploadRoute } from './routes/upload';

/** The admin's photo library, one photo at a time (the bulk actions are in bulk.ts). One file per route, in routes/. */
export const photoRoutes: FastifyPluginAsyncZod<PhotoContext> = async (app, context) => {
  for (const register of [
    uploadRoute,
    listRoute,
    readRoute,
    altRoute,
    focalPointRoute,
    usesRoute,
    publishRoute,
    deleteRoute,
    replaceRoute,
    filesRoute,
  ])
    register(app, context);
};
