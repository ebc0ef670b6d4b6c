import { GALLERY_FIRST_PHOTOS, type GalleryData } from '@lapm/contracts';

/**
 * What of a gallery its server-rendered page carries: the photos its first screen draws, no more.
 * A séance of 500 photos would otherwise weigh hundreds of kilobytes of JSON in the page's head,
 * before the cover; the app reads the whole gallery from the API right after (docs/decisions/0023).
 *
 * Kept: the first GALLERY_FIRST_PHOTOS of each grid (the photos in no chapter, then each chapter's,
 * as the screen groups them), the cover, and her favourites (their count is on the first screen).
 */
export function firstScreenGallery(gallery: GalleryData): GalleryData {
  const chapters = new Set(gallery.chapters.map((chapter) => chapter.id));
  const favourites = new Set(gallery.favourites);
  const cover = gallery.album.cover?.photoId;
  const drawn = new Map<number | null, number>();
  const photos = gallery.photos.filter((photo) => {
    const group = photo.chapterId !== null && chapters.has(photo.chapterId) ? photo.chapterId : null;
    const place = drawn.get(group) ?? 0;
    drawn.set(group, place + 1);
    return place < GALLERY_FIRST_PHOTOS || photo.id === cover || favourites.has(photo.id);
  });
  return photos.length === gallery.photos.length ? gallery : { ...gallery, photos };
}
