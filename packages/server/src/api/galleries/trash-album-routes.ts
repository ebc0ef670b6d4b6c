import {
  frenchDayInWords,
  galleryMessages,
  idParamsSchema,
  plannedRemovalDay,
  studioDay,
} from '@lapm/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { albums, deletedAlbums } from '../../db/schema';
import { sessionOf } from '../auth/guard';
import type { ApiContext } from '../context';
import { HttpError } from '../errors';
import { type PhotoStorage, StorageError, storageHttpError } from '../photos/storage';
import { restoreTrashedAlbum, type TrashedAlbumPhoto, trashedPhotosOfAlbum } from './trash';

/**
 * Photos this close to their end in the Corbeille are left to the sweep: it deletes their files
 * before their rows, so one restored in between would come back without its original.
 */
const NEAR_END_MS = 5 * 60 * 1000;

/**
 * The originals of the photos about to come back, looked for before anything changes: the
 * Corbeille never moves a file, so a missing one was lost outside the app. One missing, and
 * nothing is restored (a photo without its original would come back broken), said in French.
 */
async function refuseMissingOriginals(storage: PhotoStorage, albumId: number, photos: TrashedAlbumPhoto[]) {
  const missing: string[] = [];
  try {
    for (const photo of photos) {
      const file = await storage.stream(photo.storageKey);
      if (file) file.body.destroy();
      else missing.push(photo.originalName);
    }
  } catch (error) {
    if (error instanceof StorageError) throw storageHttpError(error);
    throw error;
  }
  if (missing.length > 0) throw new HttpError(409, galleryMessages.albumOriginalsMissing(albumId, missing));
}

/** « Restaurer l'album »: a deleted album and all its photos in the Corbeille, in one request. */
export const trashAlbumRoutes: FastifyPluginAsyncZod<ApiContext> = async (
  app,
  { db, clock, photoStorage, queueGalleryPhoto },
) => {
  app.post(
    '/admin/trash/albums/:id/restore',
    { config: { access: 'admin' }, schema: { params: idParamsSchema } },
    async (request) => {
      const { id } = request.params;
      const now = clock();
      const photos = await trashedPhotosOfAlbum(db, id, new Date(now.getTime() + NEAR_END_MS));
      if (photos.length === 0) throw new HttpError(404, galleryMessages.trashedAlbumNotFound);
      await refuseMissingOriginals(photoStorage, id, photos);
      const [label] = await db
        .select({ name: deletedAlbums.clientName })
        .from(deletedAlbums)
        .where(eq(deletedAlbums.id, id));
      // The album and its photos come back together or not at all.
      const count = await db.transaction(async (tx) => {
        const ids = photos.map((photo) => photo.photoId);
        const restored = await restoreTrashedAlbum(tx, id, ids, sessionOf(request).user.id, studioDay(now));
        if (restored === null) throw new HttpError(404, galleryMessages.trashedAlbumNotFound);
        return restored;
      });
      // Those whose processing had not ended are processed again.
      for (const photo of photos) await queueGalleryPhoto(photo.photoId);
      request.log.info({ event: 'gallery_album_restored', albumId: id, photos: count }, 'album restauré');
      const [album] = await db
        .select({ availableUntil: albums.availableUntil, graceDays: albums.graceDays })
        .from(albums)
        .where(eq(albums.id, id));
      const removal = album ? plannedRemovalDay(album.availableUntil, album.graceDays) : null;
      const name = label?.name ?? '';
      return {
        message: removal
          ? galleryMessages.albumRestoredUntil(id, name, count, frenchDayInWords(removal))
          : galleryMessages.albumRestored(id, name, count),
      };
    },
  );
};
