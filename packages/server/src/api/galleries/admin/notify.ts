import {
  albumMessages,
  albumNotifyPayloadSchema,
  frenchDayInWords,
  idParamsSchema,
  studioDay,
} from '@lapm/contracts';
import { and, eq } from 'drizzle-orm';
import { albumPhotos, albums } from '../../../db/schema';
import { queueAlbumMail } from '../../albums/mail-queue';
import type { ApiApp, ApiContext } from '../../context';
import { HttpError } from '../../errors';
import { albumNotFound } from '../repository';

/**
 * « Prévenir le client »: « Vos photos sont prêtes », once she decides, through the album mail
 * queue. A second one is sent only once she confirmed it, knowing the day of the first.
 */
export function notifyRoute(app: ApiApp, { db, clock }: ApiContext) {
  app.post(
    '/admin/albums/:id/notify',
    { config: { access: 'admin' }, schema: { params: idParamsSchema, body: albumNotifyPayloadSchema } },
    async (request) => {
      const { id } = request.params;
      const now = clock();
      await db.transaction(async (tx) => {
        const [album] = await tx
          .select({ notifiedAt: albums.clientNotifiedAt })
          .from(albums)
          .where(eq(albums.id, id))
          .for('update');
        if (!album) throw albumNotFound();
        const [ready] = await tx
          .select({ id: albumPhotos.id })
          .from(albumPhotos)
          .where(and(eq(albumPhotos.albumId, id), eq(albumPhotos.status, 'ready')))
          .limit(1);
        if (!ready) throw new HttpError(409, albumMessages.notifyNoPhoto);
        if (album.notifiedAt && !request.body.confirmResend) {
          const day = frenchDayInWords(studioDay(album.notifiedAt));
          throw new HttpError(409, albumMessages.alreadyNotified(day));
        }
        await tx.update(albums).set({ clientNotifiedAt: now }).where(eq(albums.id, id));
        await queueAlbumMail(app.jobs, tx, id, 'photos_ready');
      });
      request.log.info({ event: 'album_client_notified', albumId: id }, 'client prévenu');
      return { message: albumMessages.notified, notifiedAt: now.toISOString() };
    },
  );
}
