import { Readable } from 'node:stream';
import {
  type DownloadRights,
  type DownloadSize,
  downloadPinPayloadSchema,
  favouritePayloadSchema,
  galleryAccessPayloadSchema,
  galleryMessages,
  guestPayloadSchema,
  hiddenPayloadSchema,
  studio,
} from '@lapm/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicSiteUrl } from '../../config';
import {
  albumPhotos,
  albums,
  galleryDownloads,
  galleryGuestFavourites,
  galleryGuests,
} from '../../db/schema';
import type { ApiContext } from '../context';
import { HttpError } from '../errors';
import { mimeTypes } from '../photos/sniff';
import { galleryKeys } from '../photos/storage';
import { createGalleryAccess, type GalleryAlbum, galleryNotFound, type Viewer } from './access';
import { type ArchiveEntry, streamArchive } from './archive';
import {
  createWebSizes,
  downloadRights,
  pinCookieName,
  pinCookieOptions,
  pinGivenBy,
  pinProof,
  webFileName,
} from './downloads';
import { selectionConfirmationEmail, selectionEmail } from './emails';
import {
  albumChapterList,
  albumOwner,
  attachment,
  favouriteIds,
  galleryOrder,
  guestLists,
  type PhotoRow,
  photoColumns,
  photoNotFound,
  selectedPhotos,
  storageFailure,
} from './repository';
import { createMarkedPreviews, watermarkMark } from './watermark';

const VARIANT_FILE = /^([0-9]{1,5})\.(webp|jpg)$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ALBUM_ID = /^[1-9][0-9]{0,9}$/;
const variantTypes = { webp: 'image/webp', jpg: 'image/jpeg' } as const;
/** A private preview stays in the browser that fetched it: a gallery is browsed back and forth. */
const VARIANT_MAX_AGE_S = 3600;

/**
 * The client's side of a gallery: the album's owner with her session, or anyone with its access
 * code, browses, chooses her favourites, sends her selection and downloads; the admin sees it as
 * she does. To anyone else, every address of a gallery answers 404.
 */
export const clientGalleryRoutes: FastifyPluginAsyncZod<ApiContext> = async (app, context) => {
  const { db, photoStorage: storage, config, clock, mailer } = context;
  const access = createGalleryAccess({
    db,
    sessions: context.sessions,
    config,
    store: context.rateLimitStore,
    rateLimits: config.rateLimits,
    clock,
  });
  const markedPreview = createMarkedPreviews(storage, app.log);
  const webSize = createWebSizes(storage, app.log);

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

  /** The selection and what guests see are the owner's (her session): never a code holder's. */
  function ownerOnly(viewer: Viewer) {
    clientOnly(viewer);
    if (viewer !== 'owner') throw new HttpError(403, galleryMessages.ownerOnly);
  }

  /** A guest's own hearts, on the photos they may still see. */
  async function guestFavouriteIds(albumId: number, guestId: number | null) {
    if (guestId === null) return [];
    const rows = await db
      .select({ id: albumPhotos.id })
      .from(galleryGuestFavourites)
      .innerJoin(albumPhotos, eq(albumPhotos.id, galleryGuestFavourites.photoId))
      .where(
        and(
          eq(galleryGuestFavourites.guestId, guestId),
          eq(albumPhotos.albumId, albumId),
          eq(albumPhotos.status, 'ready'),
          eq(albumPhotos.hiddenFromGuests, false),
        ),
      )
      .orderBy(...galleryOrder);
    return rows.map((row) => row.id);
  }

  /** A guest's name as they gave it, or null. */
  async function guestName(guestId: number | null) {
    if (guestId === null) return null;
    const [row] = await db
      .select({ name: galleryGuests.name })
      .from(galleryGuests)
      .where(eq(galleryGuests.id, guestId));
    return row?.name ?? null;
  }

  // Asked by every preview a guest loads: prepared once per connection.
  const readyPhotoQuery = db
    .select(photoColumns)
    .from(albumPhotos)
    .where(
      and(
        eq(albumPhotos.id, sql.placeholder('photoId')),
        eq(albumPhotos.albumId, sql.placeholder('albumId')),
        eq(albumPhotos.status, 'ready'),
      ),
    )
    .prepare('gallery_ready_photo');

  /** A ready photo of the album; to a guest, hidden photos do not exist. */
  async function readyPhoto(albumId: number, photoId: string, viewer: Viewer) {
    if (!UUID.test(photoId)) throw photoNotFound();
    const [photo] = await readyPhotoQuery.execute({ photoId, albumId });
    if (!photo || (viewer === 'code' && photo.hiddenFromGuests)) throw photoNotFound();
    return photo;
  }

  /** The ready photos the viewer may see, in her order. */
  const visiblePhotos = (albumId: number, viewer: Viewer) =>
    db
      .select(photoColumns)
      .from(albumPhotos)
      .where(
        and(
          eq(albumPhotos.albumId, albumId),
          eq(albumPhotos.status, 'ready'),
          viewer === 'code' ? eq(albumPhotos.hiddenFromGuests, false) : undefined,
        ),
      )
      .orderBy(...galleryOrder);

  /**
   * A download, for the admin's « Téléchargé le … »: by the owner, a guest (their name as they
   * gave it) or the admin. Counted once its last byte has left (`finish`): a download cut short,
   * by the network or by a file the storage could not give, is not one.
   */
  function recordDownloadWhenSent(
    request: FastifyRequest,
    reply: FastifyReply,
    who: { viewer: Viewer; guestId: number | null },
    download: { albumId: number; kind: 'photo' | 'archive'; size: DownloadSize; fileName: string | null },
  ) {
    reply.raw.once('finish', () => {
      guestName(who.guestId)
        .then((guest) =>
          db.insert(galleryDownloads).values({
            ...download,
            downloader: who.viewer === 'code' ? 'guest' : who.viewer,
            guestName: who.viewer === 'code' ? guest : null,
            createdAt: clock(),
          }),
        )
        .catch((error: unknown) =>
          request.log.error(
            { err: error, event: 'gallery_download_not_recorded', albumId: download.albumId },
            'téléchargement non compté',
          ),
        );
    });
  }

  /** What this viewer may download now: the album's settings, and the PIN their browser gave. */
  const rightsOf = (request: FastifyRequest, album: GalleryAlbum, viewer: Viewer) =>
    downloadRights(album, viewer, pinGivenBy(request, album));

  /** Refuses a download of `size` the viewer may not make, saying why in French. */
  function allowed(album: GalleryAlbum, rights: DownloadRights, size: DownloadSize) {
    if (!rights.web) throw new HttpError(403, galleryMessages.downloadsOff);
    if (size === 'high' && !rights.high) {
      throw new HttpError(
        403,
        rights.pinAsked && album.downloadSize === 'high'
          ? galleryMessages.downloadPinRequired
          : galleryMessages.webSizeOnly,
      );
    }
  }

  /** The ids of the photos the downloader hearted: the owner's selection, or a guest's own list. */
  async function downloaderFavourites(albumId: number, viewer: Viewer, guestId: number | null) {
    return new Set(
      viewer === 'code' ? await guestFavouriteIds(albumId, guestId) : await favouriteIds(db, albumId),
    );
  }

  /** The photos a ZIP holds: those the viewer sees, only their hearted ones when the album says so. */
  async function downloadablePhotos(
    album: GalleryAlbum,
    viewer: Viewer,
    guestId: number | null,
    rights: DownloadRights,
  ) {
    const photos = await visiblePhotos(album.id, viewer);
    if (!rights.favouritesOnly) return photos;
    const hearted = await downloaderFavourites(album.id, viewer, guestId);
    const chosen = photos.filter((photo) => hearted.has(photo.id));
    if (chosen.length === 0) throw new HttpError(403, galleryMessages.noFavouriteToDownload);
    return chosen;
  }

  /** One photo to download: ready, seen by the viewer, and hearted when the album says so. */
  async function downloadablePhoto(
    request: FastifyRequest,
    size: DownloadSize,
  ): Promise<{
    album: GalleryAlbum;
    viewer: Viewer;
    guestId: number | null;
    rights: DownloadRights;
    photo: PhotoRow;
  }> {
    const { album, viewer, guestId } = await viewed(request);
    const photo = await readyPhoto(album.id, (request.params as { photoId: string }).photoId, viewer);
    const rights = rightsOf(request, album, viewer);
    allowed(album, rights, size);
    if (rights.favouritesOnly && !(await downloaderFavourites(album.id, viewer, guestId)).has(photo.id)) {
      throw new HttpError(403, galleryMessages.favouritesOnlyDownload);
    }
    return { album, viewer, guestId, rights, photo };
  }

  /** The album as a ZIP of `entries`, counted as one download once sent. */
  async function sendArchive(
    request: FastifyRequest,
    reply: FastifyReply,
    who: { album: GalleryAlbum; viewer: Viewer; guestId: number | null },
    size: DownloadSize,
    entries: ArchiveEntry[],
  ) {
    const { album } = who;
    const { stream, size: total } = streamArchive(entries, (error) =>
      request.log.error({ err: error, event: 'gallery_archive_failed', albumId: album.id }, 'ZIP interrompu'),
    );
    const length = await total;
    recordDownloadWhenSent(request, reply, who, { albumId: album.id, kind: 'archive', size, fileName: null });
    const suffix = size === 'web' ? '-taille-web' : '';
    const name = `album-${album.id}-${studio.name.replace(/\s+/g, '-')}${suffix}.zip`;
    return reply
      .headers({
        'content-type': 'application/zip',
        'content-disposition': attachment(name),
        ...(length > 0 ? { 'content-length': String(length) } : {}),
      })
      .send(stream);
  }

  app.post(
    '/galleries/:id/access',
    { config: { access: 'public' }, schema: { body: galleryAccessPayloadSchema } },
    async (request, reply) => {
      const { id: albumId } = request.params as { id: string };
      // An address that is no album is answered as a wrong code, and counted as one.
      const id = ALBUM_ID.test(albumId) && Number(albumId) <= 2_147_483_647 ? Number(albumId) : 0;
      await access.open(request, reply, id, request.body.code, request.body.guest || undefined);
      request.log.info({ event: 'gallery_opened_with_code', albumId: id }, 'galerie ouverte avec son code');
      return { message: 'Accès autorisé.' };
    },
  );

  // « Accéder à une galerie »: the code alone, under the same limits as the album's own form.
  app.post(
    '/galleries/access',
    { config: { access: 'public' }, schema: { body: galleryAccessPayloadSchema } },
    async (request, reply) => {
      const albumId = await access.open(
        request,
        reply,
        'by-code',
        request.body.code,
        request.body.guest || undefined,
      );
      request.log.info({ event: 'gallery_opened_with_code', albumId }, 'galerie ouverte avec son code');
      return { message: 'Accès autorisé.', albumId };
    },
  );

  // A guest let in without a name gives it (once): their own list of favourites.
  app.put(
    '/galleries/:id/guest',
    { config: { access: 'public' }, schema: { body: guestPayloadSchema } },
    async (request) => {
      const { album, viewer } = await viewed(request);
      if (viewer !== 'code') throw new HttpError(403, galleryMessages.ownerOnly);
      const guestId = await access.nameGuest(request, album.id, request.body.name);
      return {
        guest: (await guestName(guestId)) ?? request.body.name,
        favourites: await guestFavouriteIds(album.id, guestId),
      };
    },
  );

  // The owner hides a photo from her guests, or shows it again.
  app.put(
    '/galleries/:id/photos/:photoId/hidden',
    { config: { access: 'public' }, schema: { body: hiddenPayloadSchema } },
    async (request) => {
      const { album, viewer } = await viewed(request);
      ownerOnly(viewer);
      const { photoId } = request.params as { photoId: string };
      await readyPhoto(album.id, photoId, viewer);
      await db
        .update(albumPhotos)
        .set({ hiddenFromGuests: request.body.hidden })
        .where(and(eq(albumPhotos.id, photoId), eq(albumPhotos.albumId, album.id)));
      return { hidden: request.body.hidden };
    },
  );

  app.get('/galleries/:id', { config: { access: 'public' } }, async (request) => {
    const { album, viewer, guestId } = await viewed(request);
    const guest = viewer === 'code';
    const photos = await visiblePhotos(album.id, viewer);
    // Who chose what is the owner's to see (and the admin's), never another guest's.
    const chosenBy = new Map<string, string[]>();
    if (!guest) {
      for (const list of await guestLists(db, album.id)) {
        for (const id of list.photoIds) chosenBy.set(id, [...(chosenBy.get(id) ?? []), list.name]);
      }
    }
    return {
      album: {
        id: album.id,
        title: `${album.firstname} ${album.lastname}`,
        date: album.date,
        availableUntil: album.availableUntil,
        name: album.title,
        welcome: album.welcome,
        // A cover still in processing (or failed) is no cover yet: the client sees ready photos only.
        cover:
          album.coverPhotoId && photos.some((photo) => photo.id === album.coverPhotoId)
            ? { photoId: album.coverPhotoId, focalX: album.coverFocalX, focalY: album.coverFocalY }
            : null,
      },
      photos: photos.map((photo) => ({
        id: photo.id,
        fileName: photo.fileName,
        width: photo.width,
        height: photo.height,
        blurDataUrl: photo.placeholder,
        widths: photo.widths,
        hidden: photo.hiddenFromGuests,
        chosenBy: chosenBy.get(photo.id) ?? [],
        chapterId: photo.chapterId,
      })),
      // A chapter whose photos this viewer cannot see (hidden, still processing) is no heading.
      chapters: (await albumChapterList(db, album.id)).filter((chapter) =>
        photos.some((photo) => photo.chapterId === chapter.id),
      ),
      includedPhotos: album.includedPhotos,
      downloadsEnabled: album.downloadsEnabled,
      downloads: rightsOf(request, album, viewer),
      selection: { status: album.selectionStatus, sentAt: album.selectionSentAt?.toISOString() ?? null },
      favourites: guest
        ? await guestFavouriteIds(album.id, guestId)
        : photos.filter((photo) => photo.favourite).map((photo) => photo.id),
      viewer: guest ? ('guest' as const) : viewer,
      guest: guest ? await guestName(guestId) : null,
    };
  });

  app.put(
    '/galleries/:id/favourites/:photoId',
    { config: { access: 'public' }, schema: { body: favouritePayloadSchema } },
    async (request) => {
      const { album, viewer, guestId } = await viewed(request);
      clientOnly(viewer);
      const { photoId } = request.params as { photoId: string };
      await readyPhoto(album.id, photoId, viewer);
      if (viewer === 'code') {
        // A guest's hearts are their own list: never the owner's selection, never locked by it.
        if (guestId === null) throw new HttpError(409, galleryMessages.guestNameRequired);
        if (request.body.favourite) {
          await db.insert(galleryGuestFavourites).values({ guestId, photoId }).onConflictDoNothing();
        } else {
          await db
            .delete(galleryGuestFavourites)
            .where(
              and(eq(galleryGuestFavourites.guestId, guestId), eq(galleryGuestFavourites.photoId, photoId)),
            );
        }
        return { favourites: await guestFavouriteIds(album.id, guestId) };
      }
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
      return { favourites: await favouriteIds(db, album.id) };
    },
  );

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
      request.log,
      'gallery_selection_sent',
    );
    mailer.queue(
      selectionConfirmationEmail(
        { albumId, ...owner, to: owner.email, title: album.title, date, photos, includedPhotos },
        siteUrl,
      ),
      request.log,
      'gallery_selection_confirmation',
    );
    request.log.info(
      { event: 'gallery_selection_sent', albumId: album.id, count: photos.length },
      'sélection envoyée',
    );
    return {
      message: galleryMessages.selectionSent,
      selection: { status: 'sent' as const, sentAt: now.toISOString() },
    };
  });

  // The download PIN: given once, this browser's downloads of the album are unmarked (and high).
  app.post(
    '/galleries/:id/download-pin',
    { config: { access: 'public' }, schema: { body: downloadPinPayloadSchema } },
    async (request, reply) => {
      const { album, viewer } = await viewed(request);
      const { hash, expiresAt } = await access.checkDownloadPin(request, album, request.body.pin);
      for (const options of pinCookieOptions(album.id, config.httpsOnly, expiresAt))
        reply.setCookie(pinCookieName(album.id), pinProof(album.id, hash), options);
      return { message: galleryMessages.downloadPinAccepted, downloads: downloadRights(album, viewer, true) };
    },
  );

  app.get(
    '/galleries/:id/photos/:photoId/original',
    { config: { access: 'public' } },
    async (request, reply) => {
      const who = await downloadablePhoto(request, 'high');
      const { album, photo } = who;
      let file: Awaited<ReturnType<typeof storage.stream>>;
      try {
        file = await storage.stream(photo.storageKey);
      } catch (error) {
        throw storageFailure(request, error);
      }
      if (!file) throw photoNotFound();
      recordDownloadWhenSent(request, reply, who, {
        albumId: album.id,
        kind: 'photo',
        size: 'high',
        fileName: photo.fileName,
      });
      return reply
        .headers({
          'content-type': mimeTypes[photo.type],
          'content-length': String(file.size),
          'content-disposition': attachment(photo.fileName),
        })
        .send(file.body);
    },
  );

  app.get('/galleries/:id/photos/:photoId/web', { config: { access: 'public' } }, async (request, reply) => {
    const who = await downloadablePhoto(request, 'web');
    const { album, photo, rights } = who;
    let data: Buffer | null;
    try {
      data = await webSize(photo, rights.watermarked);
    } catch (error) {
      throw storageFailure(request, error);
    }
    if (!data) throw photoNotFound();
    recordDownloadWhenSent(request, reply, who, {
      albumId: album.id,
      kind: 'photo',
      size: 'web',
      fileName: photo.fileName,
    });
    return reply
      .headers({
        'content-type': 'image/jpeg',
        'cache-control': 'private, no-store',
        'content-disposition': attachment(webFileName(photo.fileName)),
      })
      .send(data);
  });

  app.get('/galleries/:id/archive.zip', { config: { access: 'public' } }, async (request, reply) => {
    const who = await viewed(request);
    const rights = rightsOf(request, who.album, who.viewer);
    allowed(who.album, rights, 'high');
    const photos = await downloadablePhotos(who.album, who.viewer, who.guestId, rights);
    if (photos.length === 0) throw photoNotFound();
    const entries = photos.map((photo) => ({
      fileName: photo.fileName,
      sizeBytes: photo.sizeBytes,
      createdAt: photo.createdAt,
      read: async () => (await storage.stream(photo.storageKey))?.body ?? null,
    }));
    return sendArchive(request, reply, who, 'high', entries);
  });

  // For phones: a few MB a photo instead of tens, made once per photo and kept.
  app.get('/galleries/:id/archive-web.zip', { config: { access: 'public' } }, async (request, reply) => {
    const who = await viewed(request);
    const rights = rightsOf(request, who.album, who.viewer);
    allowed(who.album, rights, 'web');
    const photos = await downloadablePhotos(who.album, who.viewer, who.guestId, rights);
    if (photos.length === 0) throw photoNotFound();
    const entries = photos.map((photo) => ({
      fileName: webFileName(photo.fileName),
      createdAt: photo.createdAt,
      read: async () => {
        const data = await webSize(photo, rights.watermarked);
        return data ? Readable.from([data]) : null;
      },
    }));
    return sendArchive(request, reply, who, 'web', entries);
  });

  app.get(
    '/galleries/:id/photos/:photoId/:file',
    { config: { access: 'public' } },
    async (request, reply) => {
      const { album, viewer } = await viewed(request);
      const { photoId, file } = request.params as { photoId: string; file: string };
      const match = VARIANT_FILE.exec(file);
      if (!match) throw photoNotFound();
      const width = Number(match[1]);
      const extension = match[2] as keyof typeof variantTypes;
      const photo = await readyPhoto(album.id, photoId, viewer);
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
      etag: `"${photoId}/${width}.${extension}${watermark ? `/${watermarkMark(studio.name)}` : ''}"`,
      'cache-control': `private, max-age=${VARIANT_MAX_AGE_S}`,
    };
    if (request.headers['if-none-match'] === headers.etag) return reply.code(304).headers(headers).send();
    let data: Buffer | null;
    try {
      data = watermark
        ? await markedPreview(photoId, width, extension, studio.name)
        : await storage.get(galleryKeys.variant(photoId, width, extension));
    } catch (error) {
      throw storageFailure(request, error);
    }
    if (!data) throw photoNotFound();
    return reply.headers({ ...headers, 'content-type': variantTypes[extension] }).send(data);
  }
};
