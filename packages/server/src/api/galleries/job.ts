import { sql } from 'drizzle-orm';
import { albumPhotos } from '../../db/schema';
import { encodeJob } from '../photos/encode-job';
import { encodeRows } from '../photos/encode-rows';
import type { PhotoJobOptions } from '../photos/job';
import { galleryKeys } from '../photos/storage';

/** The queue of a client's album photos, encoded without AVIF. */
export const GALLERY_PHOTO_QUEUE = 'gallery-photo';

/**
 * The encoding of one photo of a client's album (encode-job.ts), with the gallery profile: WebP
 * and JPEG only, hundreds of photos ready within minutes.
 */
export const galleryPhotoJob = (options: PhotoJobOptions) =>
  encodeJob({
    queue: GALLERY_PHOTO_QUEUE,
    rows: {
      ...encodeRows(options.db, albumPhotos, galleryKeys),
      // A client's photo leaves its album for the Corbeille, files kept, never straight to nothing.
      async stillKept(id: string) {
        const found = (await options.db.execute(sql`
          select 1 from gallery_trash where photo_id = ${id}
          union all select 1 from album_photos where id = ${id}`)) as unknown as { rows: unknown[] };
        return found.rows.length > 0;
      },
    },
    profile: 'gallery',
    kind: 'gallery_photo',
    ...options,
  });
