import type { GalleryVariantExtension } from './galleryDownloads';

/** Where the galleries' calls and files are, and how a séance's photos are uploaded in pieces. */

/** API paths (under the API prefix) of a gallery's files. */
export const galleryApiPaths = {
  gallery: (albumId: number) => `/galleries/${albumId}`,
  access: (albumId: number) => `/galleries/${albumId}/access`,
  codeAccess: '/galleries/access',
  guest: (albumId: number) => `/galleries/${albumId}/guest`,
  hidden: (albumId: number, photoId: string) => `/galleries/${albumId}/photos/${photoId}/hidden`,
  favourite: (albumId: number, photoId: string) => `/galleries/${albumId}/favourites/${photoId}`,
  selection: (albumId: number) => `/galleries/${albumId}/selection`,
  variant: (albumId: number, photoId: string, width: number, extension: GalleryVariantExtension) =>
    `/galleries/${albumId}/photos/${photoId}/${width}.${extension}`,
  original: (albumId: number, photoId: string) => `/galleries/${albumId}/photos/${photoId}/original`,
  archive: (albumId: number) => `/galleries/${albumId}/archive.zip`,
  webSize: (albumId: number, photoId: string) => `/galleries/${albumId}/photos/${photoId}/web`,
  webArchive: (albumId: number) => `/galleries/${albumId}/archive-web.zip`,
  downloadPin: (albumId: number) => `/galleries/${albumId}/download-pin`,
  adminPhotos: (albumId: number) => `/admin/albums/${albumId}/photos`,
  /** The tus endpoint of resumable uploads: each upload names its album in its metadata. */
  adminUploads: '/admin/uploads',
  adminPhoto: (albumId: number, photoId: string) => `/admin/albums/${albumId}/photos/${photoId}`,
  adminSettings: (albumId: number) => `/admin/albums/${albumId}/gallery`,
  adminReopen: (albumId: number) => `/admin/albums/${albumId}/selection/reopen`,
  adminSelectionText: (albumId: number) => `/admin/albums/${albumId}/selection.txt`,
  adminCover: (albumId: number) => `/admin/albums/${albumId}/cover`,
  adminNotify: (albumId: number) => `/admin/albums/${albumId}/notify`,
  adminTrash: '/admin/trash',
  adminRestore: (photoId: string) => `/admin/trash/${photoId}/restore`,
  adminRestoreAlbum: (albumId: number) => `/admin/trash/albums/${albumId}/restore`,
} as const;

/**
 * What a resumable upload of a séance's photo (tus protocol) carries in its `Upload-Metadata`:
 * the album it is for and the file's name, as the one-request upload carries them in its path
 * and header.
 */
export const resumableUploadMetadata = { album: 'albumId', name: 'filename' } as const;

/**
 * The bytes of one PATCH of a resumable upload: a 25 MB photo goes in four, so a proxy's limit
 * on a request's body (often 10 MB or less) is never met.
 */
export const UPLOAD_CHUNK_BYTES = 8 * 1024 * 1024;
