import { galleryPath, idParamsSchema, plannedRemovalDay } from '@lapm/contracts';
import { desc, eq } from 'drizzle-orm';
import { publicSiteUrl } from '../../../config';
import type { Database } from '../../../db/database';
import { albumPhotos, galleryDownloads } from '../../../db/schema';
import type { ApiApp, ApiContext } from '../../context';
import {
  albumChapterList,
  galleryOrder,
  guestLists,
  photoColumns,
  settingsOf,
  toAdminPhoto,
} from '../repository';
import { adminAlbum } from './album';

/** Downloads listed to the admin, newest first. */
const DOWNLOADS_SHOWN = 100;

const albumDownloads = (db: Database, albumId: number) =>
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
    .where(eq(galleryDownloads.albumId, albumId))
    .orderBy(desc(galleryDownloads.createdAt), desc(galleryDownloads.id))
    .limit(DOWNLOADS_SHOWN);

/** The album's gallery as the admin sees it: every photo, its settings, the selection and downloads. */
export function listRoute(app: ApiApp, { db, config }: ApiContext) {
  app.get(
    '/admin/albums/:id/photos',
    { config: { access: 'admin' }, schema: { params: idParamsSchema } },
    async (request) => {
      const album = await adminAlbum(db, request.params.id);
      const [photos, downloads] = await Promise.all([
        db
          .select(photoColumns)
          .from(albumPhotos)
          .where(eq(albumPhotos.albumId, album.id))
          .orderBy(...galleryOrder),
        albumDownloads(db, album.id),
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
        galleryUrl: `${publicSiteUrl(config)}${galleryPath(album.id)}`,
        guests: await guestLists(db, album.id),
      };
    },
  );
}
