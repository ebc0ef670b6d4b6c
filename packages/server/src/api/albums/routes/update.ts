import { albumUpdatePayloadSchema, frenchDayInWords, galleryMessages, removalDayOn } from '@lapm/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';
import { albumPhotos, albums } from '../../../db/schema';
import type { ApiApp } from '../../context';
import { HttpError } from '../../errors';
import { queueAlbumMail } from '../mail-queue';
import {
  type AlbumRouteContext,
  albumNotFoundError,
  assertOwnerChosenKnowingly,
  codeWarnings,
  findAlbum,
  withExistingOwner,
} from './context';

/** The album as it was, locked until the commit. */
async function lockedAlbum(tx: Database, id: number) {
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
  return before;
}

/**
 * A last day typed in the past sends the album's photos to the Corbeille: only once the admin
 * confirmed it, knowing how many and when.
 */
async function assertRemovalConfirmed(
  tx: Database,
  id: number,
  lastDay: string,
  graceDays: number,
  today: string,
) {
  const [{ count } = { count: 0 }] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(albumPhotos)
    .where(eq(albumPhotos.albumId, id));
  if (count > 0) {
    const day = removalDayOn(lastDay, graceDays, today) as string;
    throw new HttpError(409, galleryMessages.removalUnconfirmed(count, frenchDayInWords(day)));
  }
}

/** An album's owner, link, code, days and words changed; a new link is told to its client. */
export function updateRoute(app: ApiApp, { db, today }: AlbumRouteContext) {
  app.put(
    '/album',
    { config: { access: 'admin' }, schema: { body: albumUpdatePayloadSchema } },
    async (request) => {
      const { id, user_id, lien, access_code, date, available_until, confirm_removal, title, welcome } =
        request.body;
      await withExistingOwner(() =>
        db.transaction(async (tx) => {
          const before = await lockedAlbum(tx, id);
          // The owner it already has was asked about when given.
          if (user_id !== before.userId)
            await assertOwnerChosenKnowingly(tx, user_id, request.body.confirm_unproved_owner);
          // Absent from the payload (a client of the spec's PUT): the end stays as it was.
          const endChanges = available_until !== undefined && available_until !== before.availableUntil;
          if (endChanges && available_until && available_until < today() && !confirm_removal)
            await assertRemovalConfirmed(tx, id, available_until, before.graceDays, today());
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
}
