import type { Chapter } from '@lapm/contracts';
import type { AdminAlbumPhoto } from './model';

/** One group of the board: the photos in no chapter (chapter null), or one chapter's. */
export interface PhotoGroup {
  chapter: Chapter | null;
  photos: AdminAlbumPhoto[];
}

/**
 * The album as the gallery shows it: the photos in no chapter, then each chapter in her order.
 * The server already sends the photos in that order; grouping keeps it.
 */
export function groupPhotos(photos: readonly AdminAlbumPhoto[], chapters: readonly Chapter[]): PhotoGroup[] {
  const known = new Set(chapters.map((chapter) => chapter.id));
  const inChapter = (id: number | null) => (photo: AdminAlbumPhoto) =>
    id === null ? photo.chapterId === null || !known.has(photo.chapterId) : photo.chapterId === id;
  return [
    { chapter: null, photos: photos.filter(inChapter(null)) },
    ...chapters.map((chapter) => ({ chapter, photos: photos.filter(inChapter(chapter.id)) })),
  ];
}

/** `items` with the one at `index` swapped with its neighbour (`step` -1 or 1); null at an end. */
export function moved<T>(items: readonly T[], index: number, step: -1 | 1): T[] | null {
  const target = index + step;
  if (index < 0 || target < 0 || target >= items.length) return null;
  const next = [...items];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}

/** The album's photo ids once `photoId` took one step within its group: the list the server takes. */
export function photoOrderAfterStep(
  groups: readonly PhotoGroup[],
  photoId: string,
  step: -1 | 1,
): string[] | null {
  let changed = false;
  const ids = groups.flatMap((group) => {
    const index = group.photos.findIndex((photo) => photo.id === photoId);
    const photos = index === -1 ? group.photos : moved(group.photos, index, step);
    if (index !== -1 && photos) changed = true;
    return (photos ?? group.photos).map((photo) => photo.id);
  });
  return changed ? ids : null;
}

/** The album's photo ids once `photoId` took `targetId`'s place in their group (a drop). */
export function photoOrderAfterDrop(
  groups: readonly PhotoGroup[],
  photoId: string,
  targetId: string,
): string[] {
  return groups.flatMap((group) => {
    const ids = group.photos.map((photo) => photo.id);
    const from = ids.indexOf(photoId);
    const to = ids.indexOf(targetId);
    if (from === -1 || to === -1) return ids;
    ids.splice(from, 1);
    ids.splice(to, 0, photoId);
    return ids;
  });
}
