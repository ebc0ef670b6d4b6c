import { type DownloadRights, type DownloadSize, galleryMessages } from '@lapm/contracts';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../../db/database';
import { HttpError } from '../../errors';
import type { GalleryAlbum, Viewer } from '../access';
import { downloadRights, pinGivenBy } from '../downloads';
import { favouriteIds, type PhotoRow, photoNotFound } from '../repository';
import { type ClientGallery, visiblePhotos } from './gallery';
import { guestFavouriteIds } from './guests';

/** What this viewer may download now: the album's settings, and the PIN their browser gave. */
export const rightsOf = (request: FastifyRequest, album: GalleryAlbum, viewer: Viewer) =>
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
async function downloaderFavourites(db: Database, albumId: number, viewer: Viewer, guestId: number | null) {
  return new Set(
    viewer === 'code' ? await guestFavouriteIds(db, albumId, guestId) : await favouriteIds(db, albumId),
  );
}

/**
 * The photos a ZIP of `size` holds: those the viewer sees, only their hearted ones when the album
 * says so.
 */
export async function downloadablePhotos(
  gallery: ClientGallery,
  request: FastifyRequest,
  size: DownloadSize,
) {
  const { db } = gallery.context;
  const who = await gallery.viewed(request);
  const { album, viewer, guestId } = who;
  const rights = rightsOf(request, album, viewer);
  allowed(album, rights, size);
  let photos = await visiblePhotos(db, album.id, viewer);
  if (rights.favouritesOnly) {
    const hearted = await downloaderFavourites(db, album.id, viewer, guestId);
    photos = photos.filter((photo) => hearted.has(photo.id));
    if (photos.length === 0) throw new HttpError(403, galleryMessages.noFavouriteToDownload);
  }
  if (photos.length === 0) throw photoNotFound();
  return { who, rights, photos };
}

/** One photo to download: ready, seen by the viewer, and hearted when the album says so. */
export async function downloadablePhoto(
  gallery: ClientGallery,
  request: FastifyRequest,
  size: DownloadSize,
): Promise<{
  album: GalleryAlbum;
  viewer: Viewer;
  guestId: number | null;
  rights: DownloadRights;
  photo: PhotoRow;
}> {
  const { album, viewer, guestId } = await gallery.viewed(request);
  const photo = await gallery.readyPhoto(album.id, (request.params as { photoId: string }).photoId, viewer);
  const rights = rightsOf(request, album, viewer);
  allowed(album, rights, size);
  if (
    rights.favouritesOnly &&
    !(await downloaderFavourites(gallery.context.db, album.id, viewer, guestId)).has(photo.id)
  ) {
    throw new HttpError(403, galleryMessages.favouritesOnlyDownload);
  }
  return { album, viewer, guestId, rights, photo };
}
