import { albumCreatePayloadSchemaOn } from '@lapm/contracts';
import { albums } from '../../../db/schema';
import type { ApiApp } from '../../context';
import { awaitsInvitation } from '../../invitations/repository';
import { queueAlbumMail, reminderOfNewAlbum } from '../mail-queue';
import { newAlbumValues, withReservedId } from '../repository';
import {
  type AlbumRouteContext,
  assertOwnerChosenKnowingly,
  codeWarnings,
  findAlbum,
  withExistingOwner,
} from './context';

/** A new album for a client, and the e-mail that tells them, queued with it. */
export function createRoute(app: ApiApp, { db, clock, today, galleryUrl }: AlbumRouteContext) {
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
}
