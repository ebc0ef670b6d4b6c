import { galleryMessages, idParamsSchema, studioDay } from '@lapm/contracts';
import { and, eq } from 'drizzle-orm';
import { publicSiteUrl } from '../../../config';
import { albums } from '../../../db/schema';
import type { ApiApp, ApiContext } from '../../context';
import { selectionReopenedEmail } from '../emails';
import { albumOwner } from '../repository';
import { adminAlbum } from './album';

/** The client's selection opened again, so she can change it and send it anew. */
export function reopenRoute(app: ApiApp, { db, config, mailer, clock }: ApiContext) {
  app.post(
    '/admin/albums/:id/selection/reopen',
    { config: { access: 'admin' }, schema: { params: idParamsSchema } },
    async (request) => {
      const album = await adminAlbum(db, request.params.id);
      const reopened = await db
        .update(albums)
        .set({ selectionStatus: 'open', selectionSentAt: null })
        .where(and(eq(albums.id, album.id), eq(albums.selectionStatus, 'sent')))
        .returning({ id: albums.id });
      // She is told when it was locked and she can open her gallery: not for a selection already
      // open, nor for an album past its last day.
      const open = album.availableUntil === null || album.availableUntil >= studioDay(clock());
      if (reopened.length > 0 && open) {
        const owner = await albumOwner(db, album.userId);
        mailer.queue(
          selectionReopenedEmail(
            { albumId: album.id, ...owner, to: owner.email, title: album.title, date: album.date },
            publicSiteUrl(config),
          ),
          request.log,
          'gallery_selection_reopened',
        );
      }
      return { message: galleryMessages.selectionReopened };
    },
  );
}
