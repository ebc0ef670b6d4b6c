/**
 * Client galleries hosted on the site: the photos of an album (séance), which the client opens with
 * her session or the album's access code, marks as favourites, sends as her selection and downloads.
 * The server's answers carry paths and widths; the API client turns them into addresses (srcset).
 */
export * from './galleryAdmin';
export * from './galleryDownloads';
export * from './galleryMessages';
export * from './galleryPage';
export * from './galleryPaths';
export * from './galleryTrash';
