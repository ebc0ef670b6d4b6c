import { accountDeletePayloadSchema, studioDay } from '@lapm/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { albums, users } from '../../db/schema';
import { ownAlbumsQuery } from '../albums/repository';
import { confirmOwnPassword } from '../auth/confirm-password';
import { clearSessionCookie } from '../auth/cookie';
import { sessionOf } from '../auth/guard';
import type { ApiContext } from '../context';
import { HttpError } from '../errors';
import { deleteAlbumsToTrash } from '../galleries/trash';

/**
 * The client's rights over their personal data (RGPD, beyond the spec): a copy of everything the
 * site holds on them, and the deletion of their account with their albums.
 */
export const privacyRoutes: FastifyPluginAsyncZod<ApiContext> = async (
  app,
  { config, db, limits, clock },
) => {
  const ownAlbums = ownAlbumsQuery(db, 'own_albums_export');

  // Any role may have a copy of their own data; the user comes from the session row, never a hash.
  app.get('/user/me/export', async (request, reply) => {
    const { user } = sessionOf(request);
    const data = await ownAlbums.execute({ userId: user.id, today: studioDay(clock()) });
    request.log.info({ event: 'account_exported', userId: user.id }, 'données exportées');
    return reply
      .header('content-disposition', 'attachment; filename="mes-donnees-lapm.json"')
      .send({ exportedAt: clock().toISOString(), user, albums: data });
  });

  app.delete('/user/me', { schema: { body: accountDeletePayloadSchema } }, async (request, reply) => {
    const { id, email, role } = sessionOf(request).user;
    // The studio must keep an administrator: admins are removed by hand (see docs/api.md).
    if (role === 'admin') {
      throw new HttpError(409, 'Un compte administrateur ne peut pas être supprimé depuis cet écran.');
    }
    await confirmOwnPassword(
      { db, limits },
      request,
      { id, email },
      request.body.password,
      "Mot de passe incorrect : votre compte n'a pas été supprimé.",
    );
    const removedAlbums = await db.transaction(async (tx) => {
      // Locking the row first holds back an album being created for this user meanwhile, whose
      // foreign key would otherwise make the final delete fail.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
      // Her photos go to the Corbeille: the studio keeps them its 30 days (docs/decisions).
      const removed = await deleteAlbumsToTrash(tx, eq(albums.userId, id), clock());
      // Sessions and reset links go with the row (ON DELETE CASCADE): every token is refused at once.
      await tx.delete(users).where(eq(users.id, id));
      return removed.length;
    });
    clearSessionCookie(config, reply);
    request.log.info({ event: 'account_deleted', userId: id, albums: removedAlbums }, 'compte supprimé');
    return { message: 'Votre compte et vos séances ont été supprimés.' };
  });
};
