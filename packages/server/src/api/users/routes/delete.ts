import { userDeletePayloadSchema } from '@lapm/contracts';
import { eq } from 'drizzle-orm';
import { isForeignKeyViolation } from '../../../db/errors';
import { users } from '../../../db/schema';
import { sessionOf } from '../../auth/guard';
import type { ApiApp, ApiContext } from '../../context';
import { HttpError } from '../../errors';
import { userNotFoundError } from '../users';

export function deleteRoute(app: ApiApp, { db }: ApiContext) {
  app.delete(
    '/user',
    { config: { access: 'admin' }, schema: { body: userDeletePayloadSchema } },
    async (request) => {
      const { id } = request.body;
      const admin = sessionOf(request).user;
      if (id === admin.id) throw new HttpError(409, 'Vous ne pouvez pas supprimer votre propre compte.');
      try {
        const deleted = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
        if (deleted.length === 0) throw userNotFoundError();
      } catch (error) {
        // The albums' foreign key refuses the deletion, even against an album created meanwhile.
        if (isForeignKeyViolation(error)) {
          throw new HttpError(
            409,
            'Cet utilisateur possède encore des albums : supprimez-les ou attribuez-les à un autre utilisateur avant de supprimer son compte.',
          );
        }
        throw error;
      }
      request.log.info({ event: 'user_deleted', userId: id, by: admin.id }, 'utilisateur supprimé');
      return { message: 'Utilisateur supprimé.' };
    },
  );
}
