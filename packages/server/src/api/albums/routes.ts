import {
  albumCreatePayloadSchema,
  albumDeletePayloadSchema,
  albumUpdatePayloadSchema,
  idParamsSchema,
} from '@lapm/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { isForeignKeyViolation } from '../../db/errors';
import { albums, users } from '../../db/schema';
import { sessionOf } from '../auth/guard';
import type { ApiContext } from '../context';
import { HttpError } from '../errors';

/** An album as the admin screens show it: its fields and its owner's names and email. */
const albumColumns = {
  id_album: albums.id,
  id_user: albums.userId,
  firstname: users.firstname,
  lastname: users.lastname,
  email: users.email,
  lien: albums.lien,
  access_code: albums.accessCode,
  date: albums.date,
};

const albumNotFoundError = () => new HttpError(404, 'Album introuvable.');

const selectAlbums = (db: Database) =>
  db.select(albumColumns).from(albums).innerJoin(users, eq(users.id, albums.userId));

async function findAlbum(db: Database, id: number) {
  const [album] = await selectAlbums(db).where(eq(albums.id, id));
  if (!album) throw albumNotFoundError();
  return album;
}

/** An owner that does not exist is bad input; the foreign key also catches one deleted meanwhile. */
async function withExistingOwner<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new HttpError(400, 'Utilisateur introuvable.');
    throw error;
  }
}

/**
 * The albums of one owner as they see them (GET /album/my, the personal data export): the
 * access code is their access_password. `name` keeps each prepared statement distinct.
 */
export function ownAlbumsQuery(db: ApiContext['db'], name: string) {
  return db
    .select({
      id_album: albums.id,
      id_user: albums.userId,
      firstname: users.firstname,
      lastname: users.lastname,
      email: users.email,
      lien: albums.lien,
      access_password: albums.accessCode,
      date: albums.date,
    })
    .from(albums)
    .innerJoin(users, eq(users.id, albums.userId))
    .where(eq(albums.userId, sql.placeholder('userId')))
    .orderBy(albums.id)
    .prepare(name);
}

export const albumRoutes: FastifyPluginAsyncZod<ApiContext> = async (app, { db }) => {
  // The owner's own list, the busiest call of the client area: one prepared statement.
  const myAlbums = ownAlbumsQuery(db, 'my_albums');

  app.get('/album/my', async (request) => ({
    data: await myAlbums.execute({ userId: sessionOf(request).user.id }),
  }));

  app.get('/album', { config: { access: 'admin' } }, async () => ({
    data: await selectAlbums(db).orderBy(albums.id),
  }));

  app.get(
    '/album/:id',
    { config: { access: 'admin' }, schema: { params: idParamsSchema } },
    async (request) => ({
      data: await findAlbum(db, request.params.id),
    }),
  );

  app.post(
    '/album',
    { config: { access: 'admin' }, schema: { body: albumCreatePayloadSchema } },
    async (request, reply) => {
      const { user_id, lien, access_code, date } = request.body;
      const [created] = await withExistingOwner(() =>
        db
          .insert(albums)
          .values({ userId: user_id, lien, accessCode: access_code, date })
          .returning({ id: albums.id }),
      );
      if (!created) throw new Error('insert returned no row');
      request.log.info({ event: 'album_created', albumId: created.id }, 'album créé');
      return reply.code(201).send({ message: 'Album créé.', data: await findAlbum(db, created.id) });
    },
  );

  app.put(
    '/album',
    { config: { access: 'admin' }, schema: { body: albumUpdatePayloadSchema } },
    async (request) => {
      const { id, user_id, lien, access_code, date } = request.body;
      const updated = await withExistingOwner(() =>
        db
          .update(albums)
          .set({ userId: user_id, lien, accessCode: access_code, date })
          .where(eq(albums.id, id))
          .returning({ id: albums.id }),
      );
      if (updated.length === 0) throw albumNotFoundError();
      request.log.info({ event: 'album_updated', albumId: id }, 'album modifié');
      return { message: 'Album modifié.', data: await findAlbum(db, id) };
    },
  );

  app.delete(
    '/album',
    { config: { access: 'admin' }, schema: { body: albumDeletePayloadSchema } },
    async (request) => {
      const { id_album } = request.body;
      const deleted = await db.delete(albums).where(eq(albums.id, id_album)).returning({ id: albums.id });
      if (deleted.length === 0) throw albumNotFoundError();
      request.log.info({ event: 'album_deleted', albumId: id_album }, 'album supprimé');
      return { message: 'Album supprimé.' };
    },
  );
};
