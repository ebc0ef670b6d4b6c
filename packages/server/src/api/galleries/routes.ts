import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  type AdminAlbumPhotoData,
  favouritePayloadSchema,
  galleryAccessPayloadSchema,
  galleryMessages,
  galleryPath,
  gallerySettingsSchema,
  idParamsSchema,
  MAX_PHOTO_BYTES,
  MAX_PHOTO_PIXELS,
  MAX_PHOTO_SIDE,
  PHOTO_NAME_HEADER,
  photoMessages,
  studio,
} from '@lapm/contracts';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { z } from 'zod';
import { publicSiteUrl } from '../../config';
import { albumPhotos, albums, galleryDownloads } from '../../db/schema';
import type { ApiContext } from '../context';
import { HttpError } from '../errors';
import { displayName, readCapped } from '../photos/routes';
import { mimeTypes, sniffType } from '../photos/sniff';
import { galleryKeys, StorageError, storageHttpError } from '../photos/storage';
import {
  createGalleryAccess,
  findGalleryAlbum,
  type GalleryAlbum,
  galleryNotFound,
  type Viewer,
} from './access';
import { streamArchive } from './archive';
import { selectionEmail } from './emails';
import { filesOfPhoto, plannedDeletionDay } from './sweep';
import { watermarked } from './watermark';

const VARIANT_FILE = /^([0-9]{1,5})\.(webp|jpg)$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ALBUM_ID = /^[1-9][0-9]{0,9}$/;
const variantTypes = { webp: 'image/webp', jpg: 'image/jpeg' } as const;
/** A private preview stays in the browser that fetched it: a gallery is browsed back and forth. */
const VARIANT_MAX_AGE_S = 3600;
/** Downloads listed to the admin, newest first. */
const DOWNLOADS_SHOWN = 100;

const photoColumns = {
  id: albumPhotos.id,
  fileName: albumPhotos.originalName,
  storageKey: albumPhotos.storageKey,
  type: albumPhotos.type,
  sizeBytes: albumPhotos.sizeBytes,
  width: albumPhotos.width,
  height: albumPhotos.height,
  widths: albumPhotos.widths,
  placeholder: albumPhotos.placeholder,
  status: albumPhotos.status,
  error: albumPhotos.error,
  favourite: albumPhotos.favourite,
  createdAt: albumPhotos.createdAt,
};
type PhotoRow = Omit<
  { [K in keyof typeof photoColumns]: (typeof photoColumns)[K]['_']['data'] },
  'placeholder' | 'error'
> & { placeholder: string | null; error: string | null };

const toAdminPhoto = (row: PhotoRow): AdminAlbumPhotoData => ({
  id: row.id,
  fileName: row.fileName,
  width: row.width,
  height: row.height,
  // Waiting for its turn or under way: both are « en cours de traitement » for the admin.
  status: row.status === 'pending' ? 'processing' : row.status,
  error: row.error,
  favourite: row.favourite,
  widths: row.widths,
  uploadedAt: row.createdAt.toISOString(),
});

/** A file name in a Content-Disposition header: ASCII fallback, and the real name encoded (RFC 6266). */
const attachment = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

const albumNotFound = () => new HttpError(404, 'Album introuvable.');
const photoNotFound = () => new HttpError(404, galleryMessages.photoNotFound);

const adminPhotoParams = idParamsSchema.extend({
  photoId: z.uuid({ message: galleryMessages.photoNotFound }),
});

export interface GalleryContext extends ApiContext {
  wakeGalleryQueue: () => void;
}

/**
 * Client galleries: the admin uploads an album's photos and sets its gallery; the client (the
 * album's owner with her session, or anyone with its access code) browses, chooses her favourites,
 * sends her selection and downloads. To anyone else, every address of a gallery answers 404.
 */
export const galleryRoutes: FastifyPluginAsyncZod<GalleryContext> = async (app, context) => {
  const { db, photoStorage: storage, config, clock, mailer } = context;
  const access = createGalleryAccess({
    db,
    sessions: context.sessions,
    config,
    store: context.rateLimitStore,
    rateLimits: config.rateLimits,
    clock,
  });
  const galleryUrl = (albumId: number) => `${publicSiteUrl(config)}${galleryPath(albumId)}`;

  const storageFailure = (request: FastifyRequest, error: unknown) => {
    if (error instanceof StorageError) {
      request.log.error({ err: error, event: 'gallery_storage_failed' }, 'stockage des photos indisponible');
      return storageHttpError(error);
    }
    return error;
  };

  // An upload is the file's bytes themselves, one file per request, as in the library.
  app.addContentTypeParser('application/octet-stream', (_request, payload, done) => done(null, payload));

  // ---- the admin's side ---------------------------------------------------------------------------

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
      if (data.length === 0) throw new HttpError(400, photoMessages.empty(name));
      const type = sniffType(data);
      if (type === 'heic') throw new HttpError(415, photoMessages.heic(name));
      if (!type) throw new HttpError(415, galleryMessages.notPhoto(name));
      // The header alone, oriented: the admin's list shows each photo's shape before it is processed.
      let size: { width: number; height: number };
      try {
        size = (await sharp(data, { limitInputPixels: false }).metadata()).autoOrient;
      } catch {
        throw new HttpError(422, photoMessages.corrupt(name));
      }
      if (!size.width || !size.height) throw new HttpError(422, photoMessages.corrupt(name));
      if (size.width * size.height > MAX_PHOTO_PIXELS)
        throw new HttpError(413, photoMessages.tooManyPixels(name));
      if (Math.max(size.width, size.height) > MAX_PHOTO_SIDE)
        throw new HttpError(422, photoMessages.sideTooLong(name, size.width, size.height));

      const id = randomUUID();
      const key = galleryKeys.original(id);
      try {
        await storage.put(key, data, mimeTypes[type]);
      } catch (error) {
        throw storageFailure(request, error);
      }
      let row: PhotoRow | undefined;
      try {
        row = await db.transaction(async (tx) => {
          const [inserted] = await tx
            .insert(albumPhotos)
            .values({
              id,
              albumId,
              originalName: name,
              storageKey: key,
              type,
              sizeBytes: data.length,
              width: size.width,
              height: size.height,
            })
            .returning(photoColumns);
          // The album's first photo: its link becomes its gallery on the site.
          await tx
            .update(albums)
            .set({ lien: galleryUrl(albumId) })
            .where(
              and(
                eq(albums.id, albumId),
                sql`not exists (select 1 from ${albumPhotos} where ${albumPhotos.albumId} = ${albumId} and ${albumPhotos.id} <> ${id})`,
              ),
            );
          return inserted;
        });
      } catch (error) {
        // No row, no file: nothing is left half-made (an album deleted meanwhile included).
        await storage.remove([key]).catch(() => undefined);
        if ((error as { cause?: { code?: string } }).cause?.code === '23503') throw albumNotFound();
        throw error;
      }
      if (!row) throw new Error('insert returned no row');
      context.wakeGalleryQueue();
      request.log.info(
        { event: 'gallery_photo_uploaded', albumId, photoId: id, type, bytes: data.length },
        'photo de galerie reçue',
      );
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
          .orderBy(asc(albumPhotos.createdAt), asc(albumPhotos.id)),
        db
          .select({
            kind: galleryDownloads.kind,
            fileName: galleryDownloads.fileName,
            at: galleryDownloads.createdAt,
          })
          .from(galleryDownloads)
          .where(eq(galleryDownloads.albumId, album.id))
          .orderBy(desc(galleryDownloads.createdAt), desc(galleryDownloads.id))
          .limit(DOWNLOADS_SHOWN),
      ]);
      return {
        photos: photos.map(toAdminPhoto),
        settings: settingsOf(album),
        selection: {
          status: album.selectionStatus,
          sentAt: album.selectionSentAt?.toISOString() ?? null,
          photoIds: photos.filter((photo) => photo.favourite).map((photo) => photo.id),
        },
        downloads: downloads.map((download) => ({ ...download, at: download.at.toISOString() })),
        plannedDeletion: plannedDeletionDay(album.availableUntil, album.graceDays),
        galleryUrl: galleryUrl(album.id),
      };
    },
  );

  app.delete(
    '/admin/albums/:id/photos/:photoId',
    { config: { access: 'admin' }, schema: { params: adminPhotoParams } },
    async (request) => {
      const { id, photoId } = request.params;
      const [deleted] = await db
        .delete(albumPhotos)
        .where(and(eq(albumPhotos.id, photoId), eq(albumPhotos.albumId, id)))
        .returning({ id: albumPhotos.id, storageKey: albumPhotos.storageKey, widths: albumPhotos.widths });
      if (!deleted) throw photoNotFound();
      // The row is gone, so nothing serves these files any more: a file left by a storage failure is only space.
      await storage
        .remove(filesOfPhoto(deleted))
        .catch((error: unknown) =>
          request.log.error({ err: error, event: 'gallery_files_left', photoId }, 'fichiers non supprimés'),
        );
      request.log.info(
        { event: 'gallery_photo_deleted', albumId: id, photoId },
        'photo de galerie supprimée',
      );
      return { message: galleryMessages.photoDeleted };
    },
  );

  app.put(
    '/admin/albums/:id/gallery',
    { config: { access: 'admin' }, schema: { params: idParamsSchema, body: gallerySettingsSchema } },
    async (request) => {
      const updated = await db
        .update(albums)
        .set(request.body)
        .where(eq(albums.id, request.params.id))
        .returning({ id: albums.id });
      if (updated.length === 0) throw albumNotFound();
      return { message: galleryMessages.settingsSaved };
    },
  );

  app.post(
    '/admin/albums/:id/selection/reopen',
    { config: { access: 'admin' }, schema: { params: idParamsSchema } },
    async (request) => {
      const updated = await db
        .update(albums)
        .set({ selectionStatus: 'open', selectionSentAt: null })
        .where(eq(albums.id, request.params.id))
        .returning({ id: albums.id });
      if (updated.length === 0) throw albumNotFound();
      return { message: galleryMessages.selectionReopened };
    },
  );

  app.get(
    '/admin/albums/:id/selection.txt',
    { config: { access: 'admin' }, schema: { params: idParamsSchema } },
    async (request, reply) => {
      const album = await adminAlbum(request.params.id);
      const names = await favouriteNames(album.id);
      return reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('content-disposition', attachment(`selection-album-${album.id}.txt`))
        .send(names.map((name) => `${name}\n`).join(''));
    },
  );

  // ---- the client's side --------------------------------------------------------------------------

  const settingsOf = (album: GalleryAlbum) => ({
    includedPhotos: album.includedPhotos,
    downloadsEnabled: album.downloadsEnabled,
    watermark: album.watermark,
    graceDays: album.graceDays,
  });

  async function favouriteNames(albumId: number) {
    const rows = await db
      .select({ name: albumPhotos.originalName })
      .from(albumPhotos)
      .where(and(eq(albumPhotos.albumId, albumId), eq(albumPhotos.favourite, true)))
      .orderBy(asc(albumPhotos.createdAt), asc(albumPhotos.id));
    return rows.map((row) => row.name);
  }

  const favouriteIds = async (albumId: number) =>
    (
      await db
        .select({ id: albumPhotos.id })
        .from(albumPhotos)
        .where(and(eq(albumPhotos.albumId, albumId), eq(albumPhotos.favourite, true)))
        .orderBy(asc(albumPhotos.createdAt), asc(albumPhotos.id))
    ).map((row) => row.id);

  /** The album id of a client address: anything but a plain id is a gallery that does not exist. */
  function albumIdOf(request: FastifyRequest): number {
    const { id: albumId } = request.params as { id: string };
    if (!ALBUM_ID.test(albumId) || Number(albumId) > 2_147_483_647) throw galleryNotFound();
    return Number(albumId);
  }

  async function viewed(request: FastifyRequest) {
    return access.viewerOf(request, albumIdOf(request));
  }

  /** Favourites and the selection are the client's own: the admin looks, and reopens. */
  function clientOnly(viewer: Viewer) {
    if (viewer === 'admin') throw new HttpError(403, 'Seul le client choisit et envoie sa sélection.');
  }

  async function readyPhoto(albumId: number, photoId: string) {
    if (!UUID.test(photoId)) throw photoNotFound();
    const [photo] = await db
      .select(photoColumns)
      .from(albumPhotos)
      .where(
        and(eq(albumPhotos.id, photoId), eq(albumPhotos.albumId, albumId), eq(albumPhotos.status, 'ready')),
      );
    if (!photo) throw photoNotFound();
    return photo;
  }

  /** A download by the client, for the admin's « Téléchargé le … »; the admin's own are not hers. */
  async function recordDownload(
    viewer: Viewer,
    albumId: number,
    kind: 'photo' | 'archive',
    fileName: string | null,
  ) {
    if (viewer === 'admin') return;
    await db.insert(galleryDownloads).values({ albumId, kind, fileName, createdAt: clock() });
  }

  function downloadsAllowed(album: GalleryAlbum, viewer: Viewer) {
    if (!album.downloadsEnabled && viewer !== 'admin') throw new HttpError(403, galleryMessages.downloadsOff);
  }

  app.post(
    '/galleries/:id/access',
    { config: { access: 'public' }, schema: { body: galleryAccessPayloadSchema } },
    async (request, reply) => {
      const { id: albumId } = request.params as { id: string };
      // An address that is no album is answered as a wrong code, and counted as one.
      const id = ALBUM_ID.test(albumId) && Number(albumId) <= 2_147_483_647 ? Number(albumId) : 0;
      await access.open(request, reply, id, request.body.code);
      request.log.info({ event: 'gallery_opened_with_code', albumId: id }, 'galerie ouverte avec son code');
      return { message: 'Accès autorisé.' };
    },
  );

  app.get('/galleries/:id', { config: { access: 'public' } }, async (request) => {
    const { album } = await viewed(request);
    const photos = await db
      .select(photoColumns)
      .from(albumPhotos)
      .where(and(eq(albumPhotos.albumId, album.id), eq(albumPhotos.status, 'ready')))
      .orderBy(asc(albumPhotos.createdAt), asc(albumPhotos.id));
    return {
      album: {
        id: album.id,
        title: `${album.firstname} ${album.lastname}`,
        date: album.date,
        availableUntil: album.availableUntil,
      },
      photos: photos.map((photo) => ({
        id: photo.id,
        fileName: photo.fileName,
        width: photo.width,
        height: photo.height,
        blurDataUrl: photo.placeholder,
        widths: photo.widths,
      })),
      includedPhotos: album.includedPhotos,
      downloadsEnabled: album.downloadsEnabled,
      selection: { status: album.selectionStatus, sentAt: album.selectionSentAt?.toISOString() ?? null },
      favourites: photos.filter((photo) => photo.favourite).map((photo) => photo.id),
    };
  });

  app.put(
    '/galleries/:id/favourites/:photoId',
    { config: { access: 'public' }, schema: { body: favouritePayloadSchema } },
    async (request) => {
      const { album, viewer } = await viewed(request);
      clientOnly(viewer);
      const { photoId } = request.params as { photoId: string };
      await readyPhoto(album.id, photoId);
      // Checked in the same statement as the change: a selection sent meanwhile is not changed.
      const changed = await db
        .update(albumPhotos)
        .set({ favourite: request.body.favourite })
        .where(
          and(
            eq(albumPhotos.id, photoId),
            sql`exists (select 1 from ${albums} where ${albums.id} = ${album.id} and ${albums.selectionStatus} = 'open')`,
          ),
        )
        .returning({ id: albumPhotos.id });
      if (changed.length === 0) throw new HttpError(409, galleryMessages.selectionLocked);
      return { favourites: await favouriteIds(album.id) };
    },
  );

  app.post('/galleries/:id/selection', { config: { access: 'public' } }, async (request) => {
    const { album, viewer } = await viewed(request);
    clientOnly(viewer);
    if (album.selectionStatus === 'sent') throw new HttpError(409, galleryMessages.selectionLocked);
    const names = await favouriteNames(album.id);
    if (names.length === 0) throw new HttpError(400, galleryMessages.selectionEmpty);
    const now = clock();
    const sent = await db
      .update(albums)
      .set({ selectionStatus: 'sent', selectionSentAt: now })
      .where(and(eq(albums.id, album.id), ne(albums.selectionStatus, 'sent')))
      .returning({ id: albums.id });
    // Sent by another tab a moment ago: one e-mail, not two.
    if (sent.length === 0) throw new HttpError(409, galleryMessages.selectionLocked);
    mailer.queue(
      selectionEmail(
        {
          albumId: album.id,
          firstname: album.firstname,
          lastname: album.lastname,
          date: album.date,
          fileNames: names,
          includedPhotos: album.includedPhotos,
        },
        publicSiteUrl(config),
      ),
      request.log,
      'gallery_selection_sent',
    );
    request.log.info(
      { event: 'gallery_selection_sent', albumId: album.id, count: names.length },
      'sélection envoyée',
    );
    return {
      message: galleryMessages.selectionSent,
      selection: { status: 'sent' as const, sentAt: now.toISOString() },
    };
  });

  app.get(
    '/galleries/:id/photos/:photoId/original',
    { config: { access: 'public' } },
    async (request, reply) => {
      const { album, viewer } = await viewed(request);
      const photo = await readyPhoto(album.id, (request.params as { photoId: string }).photoId);
      downloadsAllowed(album, viewer);
      let file: Awaited<ReturnType<typeof storage.stream>>;
      try {
        file = await storage.stream(photo.storageKey);
      } catch (error) {
        throw storageFailure(request, error);
      }
      if (!file) throw photoNotFound();
      await recordDownload(viewer, album.id, 'photo', photo.fileName);
      return reply
        .headers({
          'content-type': mimeTypes[photo.type],
          'content-length': String(file.size),
          'content-disposition': attachment(photo.fileName),
        })
        .send(file.body);
    },
  );

  app.get('/galleries/:id/archive.zip', { config: { access: 'public' } }, async (request, reply) => {
    const { album, viewer } = await viewed(request);
    downloadsAllowed(album, viewer);
    const photos = await db
      .select(photoColumns)
      .from(albumPhotos)
      .where(and(eq(albumPhotos.albumId, album.id), eq(albumPhotos.status, 'ready')))
      .orderBy(asc(albumPhotos.createdAt), asc(albumPhotos.id));
    if (photos.length === 0) throw photoNotFound();
    await recordDownload(viewer, album.id, 'archive', null);
    const { stream, size } = streamArchive(
      storage,
      photos.map((photo) => ({
        key: photo.storageKey,
        fileName: photo.fileName,
        sizeBytes: photo.sizeBytes,
        createdAt: photo.createdAt,
      })),
      (error) =>
        request.log.error(
          { err: error, event: 'gallery_archive_failed', albumId: album.id },
          'ZIP interrompu',
        ),
    );
    const total = await size;
    const name = `album-${album.id}-${studio.name.replace(/\s+/g, '-')}.zip`;
    return reply
      .headers({
        'content-type': 'application/zip',
        'content-disposition': attachment(name),
        ...(total > 0 ? { 'content-length': String(total) } : {}),
      })
      .send(stream);
  });

  app.get(
    '/galleries/:id/photos/:photoId/:file',
    { config: { access: 'public' } },
    async (request, reply) => {
      const { album } = await viewed(request);
      const { photoId, file } = request.params as { photoId: string; file: string };
      const match = VARIANT_FILE.exec(file);
      if (!match) throw photoNotFound();
      const width = Number(match[1]);
      const extension = match[2] as keyof typeof variantTypes;
      const photo = await readyPhoto(album.id, photoId);
      if (!photo.widths.includes(width)) throw photoNotFound();
      return sendVariant(reply, request, { photoId, width, extension, watermark: album.watermark });
    },
  );

  async function sendVariant(
    reply: FastifyReply,
    request: FastifyRequest,
    variant: { photoId: string; width: number; extension: keyof typeof variantTypes; watermark: boolean },
  ) {
    const { photoId, width, extension, watermark } = variant;
    const headers = {
      etag: `"${photoId}/${width}.${extension}${watermark ? '/marked' : ''}"`,
      'cache-control': `private, max-age=${VARIANT_MAX_AGE_S}`,
    };
    if (request.headers['if-none-match'] === headers.etag) return reply.code(304).headers(headers).send();
    let data: Buffer | null;
    try {
      data = await storage.get(galleryKeys.variant(photoId, width, extension));
    } catch (error) {
      throw storageFailure(request, error);
    }
    if (!data) throw photoNotFound();
    if (watermark) data = await watermarked(data, extension, studio.name);
    return reply.headers({ ...headers, 'content-type': variantTypes[extension] }).send(data);
  }
};
