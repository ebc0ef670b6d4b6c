import { randomUUID } from 'node:crypto';
import { galleryMessages, galleryPath, photoMessages } from '@lapm/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { publicSiteUrl } from '../../config';
import { albumPhotos, albums } from '../../db/schema';
import type { ApiContext } from '../context';
import { HttpError } from '../errors';
import { acceptedType, mimeTypes } from '../photos/sniff';
import { galleryKeys } from '../photos/storage';
import { photoSize } from '../photos/upload';
import { captureTime } from './capture-time';
import { albumNotFound, nextPosition, type PhotoRow, photoColumns, storageFailure } from './repository';

/**
 * A photo of a séance, received whole (in one request, or at the end of a resumable upload):
 * checked, its original kept, its row written and its processing queued. A file that is no
 * photo is refused in French with its name; nothing is left half-made when a step fails.
 */
export async function receiveGalleryPhoto(
  context: ApiContext,
  request: { log: FastifyBaseLogger },
  upload: { albumId: number; name: string; data: Buffer },
): Promise<PhotoRow> {
  const { db, photoStorage: storage, config } = context;
  const { albumId, name, data } = upload;
  if (data.length === 0) throw new HttpError(400, photoMessages.empty(name));
  const type = acceptedType(data, name, galleryMessages.notPhoto(name));
  // Oriented: the admin's list shows each photo's shape before it is processed.
  const size = await photoSize(data, name, true);

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
          takenAt: captureTime(size.exif),
          position: nextPosition(albumId),
        })
        .returning(photoColumns);
      // The album's first photo: its link becomes its gallery on the site.
      await tx
        .update(albums)
        .set({ lien: `${publicSiteUrl(config)}${galleryPath(albumId)}` })
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
  await context.queueGalleryPhoto(id);
  request.log.info(
    { event: 'gallery_photo_uploaded', albumId, photoId: id, type, bytes: data.length },
    'photo de galerie reçue',
  );
  return row;
}
