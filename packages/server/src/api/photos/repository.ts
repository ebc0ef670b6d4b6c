import type { Photo } from '@lapm/contracts';
import { photos } from '../../db/schema';

/**
 * What the pages showing library photos read (articles, placed photos): a photo published,
 * unpublished, re-described or deleted changes them.
 */
export const PHOTOS_TAG = 'photos';

export const photoColumns = {
  id: photos.id,
  name: photos.originalName,
  alt: photos.alt,
  status: photos.status,
  error: photos.error,
  published: photos.published,
  width: photos.width,
  height: photos.height,
  widths: photos.widths,
  placeholder: photos.placeholder,
  uploadedAt: photos.uploadedAt,
};

export type PhotoRow = {
  [K in keyof typeof photoColumns]: (typeof photos.$inferSelect)[K extends 'name' ? 'originalName' : K];
};

export const toPhoto = ({ uploadedAt, ...row }: PhotoRow): Photo => ({
  ...row,
  uploaded_at: uploadedAt.toISOString(),
});
