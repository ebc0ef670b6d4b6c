import {
  type Gallery,
  type GalleryData,
  type GalleryPhoto,
  type GalleryPhotoData,
  galleryApiPaths as paths,
} from '@lapm/contracts';
import { apiUrl } from './client';

// Apart from gallery.ts (loaded on demand, with its uploads): the gallery page turns the gallery
// the server gave its first screen into addresses on its first render (docs/decisions/0023).

const srcsetOf = (albumId: number, photo: { id: string; widths: number[] }, extension: 'webp' | 'jpg') =>
  photo.widths
    .map((width) => `${apiUrl(paths.variant(albumId, photo.id, width, extension))} ${width}w`)
    .join(', ');

/** The 800-pixel variant, or the widest below it (a small photo), or the narrowest. */
function middleWidth(widths: number[]): number {
  const below = widths.filter((width) => width <= 800);
  return below.length > 0 ? Math.max(...below) : Math.min(...widths);
}

export function withAddresses(albumId: number, photo: GalleryPhotoData): GalleryPhoto {
  return {
    ...photo,
    srcset: { webp: srcsetOf(albumId, photo, 'webp'), jpeg: srcsetOf(albumId, photo, 'jpg') },
    src: apiUrl(paths.variant(albumId, photo.id, middleWidth(photo.widths), 'jpg')),
    downloadUrl: apiUrl(paths.original(albumId, photo.id)),
    webDownloadUrl: apiUrl(paths.webSize(albumId, photo.id)),
  };
}

/** The server's gallery with the addresses of its photos and archives. */
export const galleryWithAddresses = (albumId: number, data: GalleryData): Gallery => ({
  ...data,
  photos: data.photos.map((photo) => withAddresses(albumId, photo)),
  archiveUrl: apiUrl(paths.archive(albumId)),
  webArchiveUrl: apiUrl(paths.webArchive(albumId)),
});
