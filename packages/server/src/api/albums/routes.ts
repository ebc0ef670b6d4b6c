import {
  accessCodeWarnings,
  albumCreatePayloadSchemaOn,
  albumDeletePayloadSchema,
  albumUpdatePayloadSchema,
  frenchDayInWords,
  galleryMessages,
  galleryPath,
  idParamsSchema,
  removalDayOn,
  studioDay,
} from '@lapm/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicSiteUrl } from '../../config';
import type { Database } from '../../db/database';
import { isForeignKeyViolation } from '../../db/errors';
import { albumPhotos, albums, users } from '../../db/schema';
import { sessionOf } from '../auth/guard';
import type { ApiContext } from '../context';
import { HttpError } from '../errors';
import { awaitsInvitation, isUnproved } from '../invitations/repository';
import { queueAlbumMail, reminderOfNewAlbum } from './mail-queue';
import { availableOn, newAlbumValues, ownAlbumsQuery, reserveAlbumId, withReservedId } from './repository';

const photoCount = sql<number>`(select count(*)::int from ${albumPhotos} where ${albumPhotos.albumId} = ${albums.id})`;

/** An album as the admin screens show it: its fields, its owner's names and email, and its state on `today`. */
const albumColumns = (today: string) => ({
  id_album: albums.id,
  id_user: albums.userId,
  firstname: users.firstname,
  lastname: users.lastname,
  email: users.email,
  lien: albums.lien,
  access_code: albums.accessCode,
  date: albums.date,
  available_until: albums.availableUntil,
  expired: sql<boolean>`coalesce(${albums.availableUntil} < ${today}::date, false)`,
  first_opened_at: albums.firstOpenedAt,
  last_opened_at: albums.lastOpenedAt,
  photo_count: photoCount,
  grace_days: albums.graceDays,
  title: albums.title,
  welcome: albums.welcome,
  kind: albums.kind,
  cover_photo_id: albums.coverPhotoId,
  cover_focal_x: albums.coverFocalX,
  cover_focal_y: albums.coverFocalY,
  client_notified_at: albums.clientNotifiedAt,
});

const albumNotFoundError = () => new HttpError(404, 'Album introuvable.');

const selectAlbums = (db: Database, today: string) =>
  db.select(albumColumns(today)).from(albums).innerJoin(users, eq(users.id, albums.userId));

async function findAlbum(db: Database, id: number, today: string) {
  const [album] = await selectAlbums(db, today).where(eq(albums.id, id));
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
 * Whoever registered an address without proving it would see the album and its code at once: the
 * album goes to such an account only when the request says the admin chose it knowingly.
 */
async function assertOwnerChosenKnowingly(tx: Database, userId: number, confirmed: boolean | undefined) {
  if (confirmed !== true && (await isUnproved(tx, userId))) {
    throw new HttpError(
      409,
      'L’adresse email de ce client n’a jamais été vérifiée : n’importe qui a pu s’inscrire avec. Envoyez-lui plutôt une invitation, ou confirmez que cet album est bien pour ce compte.',
    );
  }
}

/**
 * The form's warnings on the access code, said again by the server to whatever client saved it:
 * warnings only, as in the form (the studio may want « mariage-ines » all the same).
 */
const codeWarnings = (album: { access_code: string; firstname: string; lastname: string }) =>
  accessCodeWarnings(album.access_code, album);

export const albumRoutes: FastifyPluginAsyncZod<ApiContext> = async (app, { db, clock, config }) => {
  const today = () => studioDay(clock());
  const galleryUrl = (albumId: number) => `${publicSiteUrl(config)}${galleryPath(albumId)}`;
  // The owner's own list, the busiest call of the client area: one prepared statement.
  const myAlbums = ownAlbumsQuery(db, 'my_albums');

  app.get('/album/my', async (request) => ({
    data: await myAlbums.execute({ userId: sessionOf(request).user.id, today: today() }),
  }));

  app.get('/album', { config: { access: 'admin' } }, async () => ({
    data: await selectAlbums(db, today()).orderBy(albums.id),
  }));

  app.get(
    '/album/:id',
    { config: { access: 'admin' }, schema: { params: idParamsSchema } },
    async (request) => ({
      data: await findAlbum(db, request.params.id, today()),
    }),
  );

  app.post(
    '/album',
    { config: { access: 'admin' }, schema: { body: albumCreatePayloadSchemaOn(today) } },
    async (request, reply) => {
      const { user_id, lien, access_code, date, available_until, confirm_unproved_owner, ...delivery } =
        request.body;
      // The e-mail is queued with the album: both are there, or neither. Sending comes later, so
      // a mail server that is down never fails the creation.
      const created = await withExistingOwner(() =>
        withReservedId(() =>
          db.transaction(async (tx) => {
            await assertOwnerChosenKnowingly(tx, user_id, confirm_unproved_owner);
            const now = clock();
            const [row] = await tx
              .insert(albums)
              .values({
                ...(await newAlbumValues(tx, delivery)),
                userId: user_id,
                lien,
                accessCode: access_code,
                date,
                availableUntil: available_until,
                reminderQueuedAt: reminderOfNewAlbum(available_until, now),
              })
              .returning({ id: albums.id });
            if (!row) throw new Error('insert returned no row');
            // A client who has not accepted their invitation hears of it through the invitation. A
            // gallery on the site has no photo yet: she tells the client once they are there
            // (« Prévenir le client »).
            const hosted = lien === galleryUrl(row.id);
            if (!hosted && !(await awaitsInvitation(tx, user_id)))
              await queueAlbumMail(app.jobs, tx, row.id, 'published');
            return row;
          }),
        ),
      );
      request.log.info({ event: 'album_created', albumId: created.id }, 'album créé');
      const data = await findAlbum(db, created.id, today());
      return reply.code(201).send({ message: 'Album créé.', data, warnings: codeWarnings(data) });
    },
  );

  app.put(
    '/album',
    { config: { access: 'admin' }, schema: { body: albumUpdatePayloadSchema } },
    async (request) => {
      const {
        id,
        user_id,
        lien,
        access_code,
        date,
        available_until,
        confirm_removal,
        confirm_unproved_owner,
        title,
        welcome,
      } = request.body;
      await withExistingOwner(() =>
        db.transaction(async (tx) => {
          const [before] = await tx
            .select({
              lien: albums.lien,
              availableUntil: albums.availableUntil,
              graceDays: albums.graceDays,
              userId: albums.userId,
            })
            .from(albums)
            .where(eq(albums.id, id))
            .for('update');
          if (!before) throw albumNotFoundError();
          // The owner it already has was asked about when given.
          if (user_id !== before.userId)
            await assertOwnerChosenKnowingly(tx, user_id, confirm_unproved_owner);
          // Absent from the payload (a client of the spec's PUT): the end stays as it was.
          const endChanges = available_until !== undefined && available_until !== before.availableUntil;
          // A last day typed in the past sends the album's photos to the Corbeille: only once the
          // admin confirmed it, knowing how many and when.
          if (endChanges && available_until && available_until < today() && !confirm_removal) {
            const [{ count } = { count: 0 }] = await tx
              .select({ count: sql<number>`count(*)::int` })
              .from(albumPhotos)
              .where(eq(albumPhotos.albumId, id));
            if (count > 0) {
              const day = removalDayOn(available_until, before.graceDays, today()) as string;
              throw new HttpError(409, galleryMessages.removalUnconfirmed(count, frenchDayInWords(day)));
            }
          }
          await tx
            .update(albums)
            .set({
              userId: user_id,
              lien,
              accessCode: access_code,
              date,
              // Absent from the payload (the spec's PUT): kept as they are.
              ...(title !== undefined ? { title } : {}),
              ...(welcome !== undefined ? { welcome } : {}),
              // A new end (an extension above all) earns its own reminder.
              ...(endChanges ? { availableUntil: available_until, reminderQueuedAt: null } : {}),
            })
            .where(eq(albums.id, id));
          if (lien !== before.lien) await queueAlbumMail(app.jobs, tx, id, 'link_changed');
        }),
      );
      request.log.info({ event: 'album_updated', albumId: id }, 'album modifié');
      const data = await findAlbum(db, id, today());
      return { message: 'Album modifié.', data, warnings: codeWarnings(data) };
    },
  );

  // « Galerie sur le site »: the album being created gets its id now, so that its link is its own
  // gallery's address before it is saved. An id kept and never used is only a gap in the numbers.
  app.post('/album/gallery-address', { config: { access: 'admin' } }, async () => {
    const id = await reserveAlbumId(db);
    return { data: { id, lien: galleryUrl(id) } };
  });

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

  // A link's `ping` is a POST whose body is the word PING, typed text/ping: read and dropped.
  app.addContentTypeParser('text/ping', { parseAs: 'string', bodyLimit: 64 }, (_request, _body, done) =>
    done(null, undefined),
  );

  // The « Consulter » click, sent by the link's ping or the client's page as a beacon (no body). Only the owner's own
  // click on an album they can still see is recorded; anything else is answered the same way and
  // records nothing, so the answer tells no one whether an album exists or whose it is.
  app.post('/album/:id/opened', { schema: { params: idParamsSchema } }, async (request, reply) => {
    const now = clock();
    await db
      .update(albums)
      .set({ firstOpenedAt: sql`coalesce(${albums.firstOpenedAt}, ${now})`, lastOpenedAt: now })
      .where(
        and(
          eq(albums.id, request.params.id),
          eq(albums.userId, sessionOf(request).user.id),
          availableOn(studioDay(now)),
        ),
      );
    return reply.code(204).send();
  });
};
