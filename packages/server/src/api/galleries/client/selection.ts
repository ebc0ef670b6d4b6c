import { galleryMessages } from '@lapm/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { publicSiteUrl } from '../../../config';
import { albums } from '../../../db/schema';
import type { ApiContext } from '../../context';
import { HttpError } from '../../errors';
import type { GalleryAlbum } from '../access';
import { selectionConfirmationEmail, selectionEmail } from '../emails';
import { albumOwner, selectedPhotos } from '../repository';
import { type ClientGalleryRoute, ownerOnly } from './gallery';

type SelectedPhotos = Awaited<ReturnType<typeof selectedPhotos>>;

/** The studio's e-mail and the client's confirmation, both written now from the photos she sent. */
async function queueSelectionEmails(
  { db, config, mailer }: ApiContext,
  log: FastifyBaseLogger,
  album: GalleryAlbum,
  photos: SelectedPhotos,
) {
  const owner = await albumOwner(db, album.userId);
  const siteUrl = publicSiteUrl(config);
  const { id: albumId, date, includedPhotos } = album;
  // Both written now, from the photos she sent: a change after a reopening is not this selection.
  mailer.queue(
    selectionEmail(
      {
        albumId,
        firstname: album.firstname,
        lastname: album.lastname,
        email: owner.email,
        date,
        photos,
        includedPhotos,
      },
      siteUrl,
    ),
    log,
    'gallery_selection_sent',
  );
  mailer.queue(
    selectionConfirmationEmail(
      { albumId, ...owner, to: owner.email, title: album.title, date, photos, includedPhotos },
      siteUrl,
    ),
    log,
    'gallery_selection_confirmation',
  );
}

/** The owner sends her selection: locked until the studio reopens it. */
export const selectionRoute: ClientGalleryRoute = (app, { context, viewed }) => {
  const { db, clock } = context;
  app.post('/galleries/:id/selection', { config: { access: 'public' } }, async (request) => {
    const { album, viewer } = await viewed(request);
    ownerOnly(viewer);
    if (album.selectionStatus === 'sent') throw new HttpError(409, galleryMessages.selectionLocked);
    const photos = await selectedPhotos(db, album.id);
    if (photos.length === 0) throw new HttpError(400, galleryMessages.selectionEmpty);
    const now = clock();
    const sent = await db
      .update(albums)
      .set({ selectionStatus: 'sent', selectionSentAt: now })
      .where(and(eq(albums.id, album.id), ne(albums.selectionStatus, 'sent')))
      .returning({ id: albums.id });
    // Sent by another tab a moment ago: its e-mails went out then, not twice.
    if (sent.length === 0) throw new HttpError(409, galleryMessages.selectionLocked);
    await queueSelectionEmails(context, request.log, album, photos);
    request.log.info(
      { event: 'gallery_selection_sent', albumId: album.id, count: photos.length },
      'sélection envoyée',
    );
    return {
      message: galleryMessages.selectionSent,
      selection: { status: 'sent' as const, sentAt: now.toISOString() },
    };
  });
};
