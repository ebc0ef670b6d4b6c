import { galleryMessages } from '@lapm/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../../db/database';
import { albumPhotos } from '../../../db/schema';
import type { ApiApp, ApiContext } from '../../context';
import { HttpError } from '../../errors';
import { galleryNotFound, type Viewer } from '../access';
import { createWebSizes } from '../downloads';
import { createGalleryAccess } from '../gallery-access';
import { galleryOrder, photoColumns, photoNotFound } from '../repository';
import { createMarkedPreviews } from '../watermark';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ALBUM_ID = /^[1-9][0-9]{0,9}$/;

/** The album id of a client address, or null when it is no plain id. */
export function plainAlbumId(albumId: string): number | null {
  return ALBUM_ID.test(albumId) && Number(albumId) <= 2_147_483_647 ? Number(albumId) : null;
}

/** The album id of a client address: anything but a plain id is a gallery that does not exist. */
function albumIdOf(request: FastifyRequest): number {
  const id = plainAlbumId((request.params as { id: string }).id);
  if (id === null) throw galleryNotFound();
  return id;
}

/** Favourites and the selection are the client's own: the admin looks, and reopens. */
export function clientOnly(viewer: Viewer) {
  if (viewer === 'admin') throw new HttpError(403, 'Seul le client choisit et envoie sa sélection.');
}

/** The selection and what guests see are the owner's (her session): never a code holder's. */
export function ownerOnly(viewer: Viewer) {
  clientOnly(viewer);
  if (viewer !== 'owner') throw new HttpError(403, galleryMessages.ownerOnly);
}

/** The ready photos the viewer may see, in her order. */
export const visiblePhotos = (db: Database, albumId: number, viewer: Viewer) =>
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
 * What the client's routes share, made once per plugin: the access checks, the caches of marked
 * previews and web sizes, and the prepared query every preview asks.
 */
export function createClientGallery(app: ApiApp, context: ApiContext) {
  const { db, photoStorage: storage, config, clock } = context;
  const access = createGalleryAccess({
    db,
    sessions: context.sessions,
    config,
    store: context.rateLimitStore,
    rateLimits: config.rateLimits,
    clock,
  });

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

  return {
    context,
    access,
    markedPreview: createMarkedPreviews(storage, app.log),
    webSize: createWebSizes(storage, app.log),
    viewed: (request: FastifyRequest) => access.viewerOf(request, albumIdOf(request)),

    /** A ready photo of the album; to a guest, hidden photos do not exist. */
    async readyPhoto(albumId: number, photoId: string, viewer: Viewer) {
      if (!UUID.test(photoId)) throw photoNotFound();
      const [photo] = await readyPhotoQuery.execute({ photoId, albumId });
      if (!photo || (viewer === 'code' && photo.hiddenFromGuests)) throw photoNotFound();
      return photo;
    },
  };
}

export type ClientGallery = ReturnType<typeof createClientGallery>;

/** One route of the client's side of a gallery, registered on the plugin's app. */
export type ClientGalleryRoute = (app: ApiApp, gallery: ClientGallery) => void;
