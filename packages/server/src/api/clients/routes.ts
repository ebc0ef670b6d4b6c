import {
  type ClientFilePayload,
  clientFileMessages,
  clientFilePayloadSchema,
  idParamsSchema,
} from '@lapm/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { users } from '../../db/schema';
import type { ApiContext } from '../context';
import { HttpError } from '../errors';
import { findClientFile } from './client-file';

/** The client file: admin only, like every screen about a client. */
export const clientRoutes: FastifyPluginAsyncZod<ApiContext> = async (app, { db }) => {
  app.get(
    '/clients/:id',
    { config: { access: 'admin' }, schema: { params: idParamsSchema } },
    async (request) => ({ data: await findClientFile(db, request.params.id) }),
  );

  app.put(
    '/clients/:id',
    { config: { access: 'admin' }, schema: { params: idParamsSchema, body: clientFilePayloadSchema } },
    async (request) => {
      const { phone, address, notes }: ClientFilePayload = request.body;
      const [row] = await db
        .update(users)
        .set({ phone: phone || null, address: address || null, notes: notes || null, updatedAt: sql`now()` })
        .where(and(eq(users.id, request.params.id), eq(users.role, 'user')))
        .returning({ id: users.id });
      if (!row) throw new HttpError(404, clientFileMessages.notFound);
      request.log.info({ event: 'client_file_saved', userId: row.id }, 'fiche client enregistrée');
      return { message: clientFileMessages.saved, data: await findClientFile(db, row.id) };
    },
  );
};
