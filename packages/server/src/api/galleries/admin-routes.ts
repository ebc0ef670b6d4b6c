import type { Readable } from 'node:stream';
import {
  albumCoverPayloadSchema,
  albumMessages,
  albumNotifyPayloadSchema,
  frenchDayInWords,
  galleryMessages,
  galleryPath,
  gallerySettingsPayloadSchema,
  idParamsSchema,
  MAX_PHOTO_BYTES,
  PHOTO_NAME_HEADER,
  photoMessages,
  plannedRemovalDay,
  removalBroughtToToday,
  studioDay,
} from '@lapm/contracts';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicSiteUrl } from '../../config';
import { albumPhotos, albums, galleryDownloads } from '../../db/schema';
import { queueAlbumMail } from '../albums/mail-queue';
import { hashPassword } from '../auth/passwords';
import type { ApiContext } from '../context';
import { HttpError } from '../errors';
import { displayName, readCapped } from '../photos/upload';
import { findGalleryAlbum } from './access';
import { selectionReopenedEmail } from './emails';
import { receiveGalleryPhoto } from './receive-photo';
import {
  albumChapterList,
  albumNotFound,
  albumOwner,
  attachment,
  galleryOrder,
  guestLists,
  photoColumns,
  photoNotFound,
  selectedPhotos,
  settingsOf,
  toAdminPhoto,
} from './repository';
import { movePhotosToTrash } from './trash';

/** Downloads listed to the admin, newest first. */
const DOWNLOADS_SHOWN = 100;

const adminPhotoParams = idParamsSchema.extend({
  photoId: z.uuid({ message: galleryMessages.photoNotFound }),
});

/** The admin's side of a gallery: uploads, settings, the client's selection and downloads. */
export const adminGalleryRoutes: FastifyPluginAsyncZod<ApiContext> = async (app, context) => {
  const { db, config, mailer } = context;
  const galleryUrl = (albumId: number) => `${publicSiteUrl(config)}${galleryPath(albumId)}`;

  // An upload is the file's bytes themselves, one file per request, as in the library.
  app.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));

  async function adminAlbum(id: number) {
    const album = await findGalleryAlbum(db, id);
    if (!album) throw albumNotFound();
    return album;
  }

  app.post(
    '/admin/albums/:id/photos',
    { config: { access: 'admin' }, schema: { params: idParamsSchema } },
    async (request, reply) => {
      const albumId = request.params.id;
      const name = displayName(request.headers[PHOTO_NAME_HEADER]);
      const tooLarge = () => new HttpError(413, photoMessages.tooLarge(name), { connection: 'close' });
      if (Number(request.headers['content-length']) > MAX_PHOTO_BYTES) throw tooLarge();
      if (request.headers['content-type'] !== 'application/octet-stream') {
        throw new HttpError(415, galleryMessages.notPhoto(name));
      }
      await adminAlbum(albumId);
      const data = await readCapped(request.body as Readable, MAX_PHOTO_BYTES, tooLarge);
      const row = await receiveGalleryPhoto(context, request, { albumId, name, data });
      return reply.code(201).send({ photo: toAdminPhoto(row) });
    },
  );

  app.get(
    '/admin/albums/:id/photos',
    { config: { access: 'admin' }, schema: { params: idParamsSchema } },
    async (request) => {
      const album = await adminAlbum(request.params.id);
      const [photos, downloads] = await Promise.all([
        db
          .select(photoColumns)
          .from(albumPhotos)
          .where(eq(albumPhotos.albumId, album.id))
          .orderBy(...galleryOrder),
        db
          .select({
            kind: galleryDownloads.kind,
            fileName: galleryDownloads.fileName,
            at: galleryDownloads.createdAt,
            size: galleryDownloads.size,
            by: galleryDownloads.downloader,
            guest: galleryDownloads.guestName,
          })
          .from(galleryDownloads)
          .where(eq(galleryDownloads.albumId, album.id))
          .orderBy(desc(galleryDownloads.createdAt), desc(galleryDownloads.id))
          .limit(DOWNLOADS_SHOWN),
      ]);
      return {
        photos: photos.map(toAdminPhoto),
        chapters: await albumChapterList(db, album.id),
        settings: settingsOf(album),
        selection: {
          status: album.selectionStatus,
          sentAt: album.selectionSentAt?.toISOString() ?? null,
          photoIds: photos.filter((photo) => photo.favourite).map((photo) => photo.id),
        },
        downloads: downloads.map((download) => ({ ...download, at: download.at.toISOString() })),
        plannedDeletion: plannedRemovalDay(album.availableUntil, album.graceDays),
        galleryUrl: galleryUrl(album.id),
        guests: await guestLists(db, album.id),
      };
    },
  );

  app.delete(
    '/admin/albums/:id/photos/:photoId',
    { config: { access: 'admin' }, schema: { params: adminPhotoParams } },
    async (request) => {
      const { id, photoId } = request.params;
      // To the Corbeille, files kept: a photo deleted by mistake comes back for TRASH_DAYS.
      const moved = await movePhotosToTrash(
        db,
        and(eq(albumPhotos.id, photoId), eq(albumPhotos.albumId, id)) as SQL,
        'deleted',
        context.clock(),
      );
      if (moved.length === 0) throw photoNotFound();
      request.log.info(
        { event: 'gallery_photo_trashed', albumId: id, photoId },
        'photo de galerie mise à la Corbeille',
      );
      return { message: galleryMessages.photoTrashed };
    },
  );

  app.put(
    '/admin/albums/:id/gallery',
    { config: { access: 'admin' }, schema: { params: idParamsSchema, body: gallerySettingsPayloadSchema } },
    async (request) => {
      const { confirmRemoval, downloadPin, favouritesOnly, ...rest } = request.body;
      const { id } = request.params;
      const settings = {
        ...rest,
        downloadFavouritesOnly: favouritesOnly,
        // Hashed as a password is: the four digits are never stored nor shown again.
        ...(downloadPin === undefined
          ? {}
          : { downloadPinHash: downloadPin === null ? null : await hashPassword(downloadPin) }),
      };
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ availableUntil: albums.availableUntil, graceDays: albums.graceDays })
          .from(albums)
          .where(eq(albums.id, id))
          .for('update');
        if (!before) throw albumNotFound();
        // Fewer grace days on an ended album send its photos to the Corbeille at once: asked first,
        // as a last day typed in the past is (api/albums/routes.ts).
        const day = removalBroughtToToday(
          before.availableUntil,
          before.graceDays,
          settings.graceDays,
          studioDay(context.clock()),
        );
        if (day && !confirmRemoval) {
          const [{ count } = { count: 0 }] = await tx
            .select({ count: sql<number>`count(*)::int` })
            .from(albumPhotos)
            .where(eq(albumPhotos.albumId, id));
          if (count > 0) {
            throw new HttpError(409, galleryMessages.graceRemovalUnconfirmed(count, frenchDayInWords(day)));
          }
        }
        await tx.update(albums).set(settings).where(eq(albums.id, id));
      });
      return { message: galleryMessages.settingsSaved };
    },
  );

  app.put(
    '/admin/albums/:id/cover',
    { config: { access: 'admin' }, schema: { params: idParamsSchema, body: albumCoverPayloadSchema } },
    async (request) => {
      const { id } = request.params;
      const { photoId, focalPoint } = request.body;
      await adminAlbum(id);
      const [photo] = await db
        .select({ status: albumPhotos.status })
        .from(albumPhotos)
        .where(and(eq(albumPhotos.id, photoId), eq(albumPhotos.albumId, id)));
      if (!photo) throw new HttpError(400, albumMessages.coverNotInAlbum);
      // The client's first screen shows ready photos only: a cover she cannot see is no cover.
      if (photo.status !== 'ready') throw new HttpError(409, albumMessages.coverNotReady);
      await db
        .update(albums)
        .set({ coverPhotoId: photoId, coverFocalX: focalPoint.x, coverFocalY: focalPoint.y })
        .where(eq(albums.id, id));
      return { message: albumMessages.coverSaved };
    },
  );

  // « Prévenir le client »: « Vos photos sont prêtes », once she decides, through the album mail
  // queue. A second one is sent only once she confirmed it, knowing the day of the first.
  app.post(
    '/admin/albums/:id/notify',
    { config: { access: 'admin' }, schema: { params: idParamsSchema, body: albumNotifyPayloadSchema } },
    async (request) => {
      const { id } = request.params;
      const now = context.clock();
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

  app.post(
    '/admin/albums/:id/selection/reopen',
    { config: { access: 'admin' }, schema: { params: idParamsSchema } },
    async (request) => {
      const album = await adminAlbum(request.params.id);
      const reopened = await db
        .update(albums)
        .set({ selectionStatus: 'open', selectionSentAt: null })
        .where(and(eq(albums.id, album.id), eq(albums.selectionStatus, 'sent')))
        .returning({ id: albums.id });
      // She is told when it was locked and she can open her gallery: not for a selection already
      // open, nor for an album past its last day.
      const open = album.availableUntil === null || album.availableUntil >= studioDay(context.clock());
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

  app.get(
    '/admin/albums/:id/selection.txt',
    { config: { access: 'admin' }, schema: { params: idParamsSchema } },
    async (request, reply) => {
      const album = await adminAlbum(request.params.id);
      const photos = await selectedPhotos(db, album.id);
      return reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('content-disposition', attachment(`selection-album-${album.id}.txt`))
        .send(photos.map((photo) => `${photo.fileName}\n`).join(''));
    },
  );
};
