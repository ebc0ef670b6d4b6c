import { type Photo, photoMessages } from '@lapm/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ContentChanges } from '../../../content/page-data';
import type { Database } from '../../../db/database';
import { photos } from '../../../db/schema';
import type { ApiApp } from '../../context';
import { HttpError } from '../../errors';
import { photoColumns, toPhoto } from '../repository';
import { type PhotoStorage, photoKeys } from '../storage';

/** What the photo library's routes use: its table, its files, its processing queue and the site's pages. */
export interface PhotoContext {
  db: Database;
  storage: PhotoStorage;
  /** Queues the photo's processing, which starts at once on an idle instance. */
  queueProcessing: (photoId: string) => Promise<void>;
  content: ContentChanges;
}

/** One route of the photo library, registered on the plugin's app. */
export type PhotoRoute = (app: ApiApp, context: PhotoContext) => void;

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export const photoNotFound = () => new HttpError(404, photoMessages.notFound);

export async function findPhoto(db: Database, id: string): Promise<Photo> {
  const [row] = await db.select(photoColumns).from(photos).where(eq(photos.id, id));
  if (!row) throw photoNotFound();
  return toPhoto(row);
}

/** A deleted photo's files. Its row is gone, so nothing serves them: a file left by a storage failure is only space. */
export async function removePhotoFiles(
  storage: PhotoStorage,
  log: FastifyBaseLogger,
  id: string,
  widths: readonly number[],
): Promise<void> {
  const variants = widths.flatMap((width) =>
    ['avif', 'webp', 'jpg'].map((extension) => photoKeys.variant(id, width, extension)),
  );
  await storage
    .remove([photoKeys.original(id), ...variants])
    .catch((error: unknown) =>
      log.error({ err: error, event: 'photo_files_left', photoId: id }, 'fichiers de photo non supprimés'),
    );
}

/** The selected rows, locked until the commit; a selection naming a photo deleted meanwhile is refused whole. */
export async function lockedPhotos(tx: Transaction, ids: readonly string[]): Promise<Photo[]> {
  const rows = await tx
    .select(photoColumns)
    .from(photos)
    .where(inArray(photos.id, [...ids]))
    .for('update');
  if (rows.length !== ids.length) throw new HttpError(404, photoMessages.notFound);
  const byId = new Map(rows.map((row) => [row.id, toPhoto(row)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
