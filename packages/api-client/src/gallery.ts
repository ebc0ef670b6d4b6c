import {
  type AdminAlbumPhoto,
  type AdminAlbumPhotoData,
  type AdminGallery,
  type AlbumCoverPayload,
  type AlbumNotifyPayload,
  adminGalleryResponseSchema,
  albumNotifyResponseSchema,
  codeAccessResponseSchema,
  downloadPinResponseSchema,
  favouriteResponseSchema,
  type GallerySettingsPayload,
  galleryMessageResponseSchema,
  galleryResponseSchema,
  gallerySettingsSchema,
  guestResponseSchema,
  hiddenPayloadSchema,
  galleryApiPaths as paths,
  selectionResponseSchema,
  trashResponseSchema,
} from '@lapm/contracts';
import { apiUrl, call } from './client';
import { uploadResumable } from './resumable-upload';

// Loaded on demand by endpoints.ts (`api.galleries`, `api.adminGalleries`): only the gallery
// page and the admin's album screen call them.

export { galleryWithAddresses, withAddresses } from './galleryAddresses';
export { gallerySettingsSchema };

function withThumb(albumId: number, photo: AdminAlbumPhotoData): AdminAlbumPhoto {
  const thumbUrl =
    photo.status === 'ready' && photo.widths.length > 0
      ? apiUrl(paths.variant(albumId, photo.id, Math.min(...photo.widths), 'webp'))
      : null;
  return { ...photo, thumbUrl };
}

export const galleries = {
  /** The gallery as the server gives it: `galleryWithAddresses` turns it into the screen's addresses. */
  get: (albumId: number) => call('GET', paths.gallery(albumId), galleryResponseSchema),
  access: (albumId: number, code: string, guest?: string) =>
    call('POST', paths.access(albumId), galleryMessageResponseSchema, guest ? { code, guest } : { code }),
  accessByCode: (code: string, guest?: string) =>
    call('POST', paths.codeAccess, codeAccessResponseSchema, guest ? { code, guest } : { code }),
  nameGuest: (albumId: number, name: string) =>
    call('PUT', paths.guest(albumId), guestResponseSchema, { name }),
  setHidden: async (albumId: number, photoId: string, hidden: boolean) =>
    (await call('PUT', paths.hidden(albumId, photoId), hiddenPayloadSchema, { hidden })).hidden,
  setFavourite: async (albumId: number, photoId: string, favourite: boolean) =>
    (await call('PUT', paths.favourite(albumId, photoId), favouriteResponseSchema, { favourite })).favourites,
  sendSelection: (albumId: number) => call('POST', paths.selection(albumId), selectionResponseSchema),
  /** The download PIN: right, this browser's downloads open (a cookie) and the new rights come back. */
  giveDownloadPin: (albumId: number, pin: string) =>
    call('POST', paths.downloadPin(albumId), downloadPinResponseSchema, { pin }),
};

export const adminGalleries = {
  get: async (albumId: number): Promise<AdminGallery> => {
    const data = await call('GET', paths.adminPhotos(albumId), adminGalleryResponseSchema);
    return { ...data, photos: data.photos.map((photo) => withThumb(albumId, photo)) };
  },
  /** Resumable (tus): a lost connection goes on from the last byte the server has. */
  upload: async (
    albumId: number,
    file: File,
    onProgress: (fraction: number) => void,
    signal?: AbortSignal,
  ): Promise<AdminAlbumPhoto> => withThumb(albumId, await uploadResumable(albumId, file, onProgress, signal)),
  removePhoto: (albumId: number, photoId: string) =>
    call('DELETE', paths.adminPhoto(albumId, photoId), galleryMessageResponseSchema),
  saveSettings: async (albumId: number, settings: GallerySettingsPayload) =>
    call('PUT', paths.adminSettings(albumId), galleryMessageResponseSchema, settings),
  reopenSelection: (albumId: number) =>
    call('POST', paths.adminReopen(albumId), galleryMessageResponseSchema),
  setCover: (albumId: number, payload: AlbumCoverPayload) =>
    call('PUT', paths.adminCover(albumId), galleryMessageResponseSchema, payload),
  /** « Prévenir le client »; refused (409) when already done, unless `confirmResend`. */
  notifyClient: (albumId: number, payload: AlbumNotifyPayload) =>
    call('POST', paths.adminNotify(albumId), albumNotifyResponseSchema, payload),
};

/** The admin's Corbeille: deleted and expired photos, and the removals to come. */
export const adminTrash = {
  get: () => call('GET', paths.adminTrash, trashResponseSchema),
  restore: (photoId: string) => call('POST', paths.adminRestore(photoId), galleryMessageResponseSchema),
  restoreAlbum: (albumId: number) =>
    call('POST', paths.adminRestoreAlbum(albumId), galleryMessageResponseSchema),
};
