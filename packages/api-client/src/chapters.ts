import {
  chapterMessageResponseSchema,
  chapterResponseSchema,
  type PhotoSortKey,
  chapterApiPaths as paths,
} from '@lapm/contracts';
import { call } from './client';

// Loaded on demand by endpoints.ts (`api.adminChapters`): only the admin's album screen calls it.

export const adminChapters = {
  create: (albumId: number, title: string) =>
    call('POST', paths.chapters(albumId), chapterResponseSchema, { title }),
  rename: (albumId: number, chapterId: number, title: string) =>
    call('PUT', paths.chapter(albumId, chapterId), chapterResponseSchema, { title }),
  /** Its photos stay in the album, in no chapter. */
  remove: (albumId: number, chapterId: number) =>
    call('DELETE', paths.chapter(albumId, chapterId), chapterMessageResponseSchema),
  order: (albumId: number, chapterIds: number[]) =>
    call('PUT', paths.chapterOrder(albumId), chapterMessageResponseSchema, { chapterIds }),
  /** To the end of that chapter; null: out of any chapter. */
  movePhoto: (albumId: number, photoId: string, chapterId: number | null) =>
    call('PUT', paths.photoChapter(albumId, photoId), chapterMessageResponseSchema, { chapterId }),
  /** Every photo of the album, in the new order. */
  orderPhotos: (albumId: number, photoIds: string[]) =>
    call('PUT', paths.photoOrder(albumId), chapterMessageResponseSchema, { photoIds }),
  sortPhotos: (albumId: number, by: PhotoSortKey) =>
    call('PUT', paths.photoSort(albumId), chapterMessageResponseSchema, { by }),
};
