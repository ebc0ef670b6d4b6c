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
    rows: encodeRows(options.db, albumPhotos, galleryKeys),
    profile: 'gallery',
    kind: 'gallery_photo',
    ...options,
  });
