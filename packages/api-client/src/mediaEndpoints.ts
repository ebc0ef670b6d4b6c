import type { AlbumCoverPayload, AlbumNotifyPayload, GallerySettingsPayload } from '@lapm/contracts';
import {
  galleryApiPaths,
  type PhotoAltPayload,
  type PhotoBulkAlt,
  type PhotoFocalPointPayload,
  type PhotoQuery,
  type PhotoReplace,
  type PhotoReplacement,
} from '@lapm/contracts';
import { apiUrl } from './client';
import type { uploadPhoto } from './upload';

// The photo library's and the galleries' calls, each group loading its chunk at its first call.

/** The photo library's calls and schemas: only the admin's library loads them. */
const photoCalls = () => import('./photos');
/** A client's gallery and the admin's side of it: the gallery page and the album screen alone. */
const galleryCalls = () => import('./gallery');
const chapterCalls = () => import('./chapters');

/** The photo library, from the admin's side. */
export const photoEndpoints = {
  list: async (query: PhotoQuery) => (await photoCalls()).photos.list(query),
  get: async (id: string) => (await photoCalls()).photos.get(id),
  upload: async (...args: Parameters<typeof uploadPhoto>) => (await photoCalls()).photos.upload(...args),
  setAlt: async (id: string, payload: PhotoAltPayload) => (await photoCalls()).photos.setAlt(id, payload),
  setPublished: async (id: string, published: boolean) =>
    (await photoCalls()).photos.setPublished(id, published),
  /** The point every crop of the photo keeps in view, in %. */
  setFocalPoint: async (id: string, payload: PhotoFocalPointPayload) =>
    (await photoCalls()).photos.setFocalPoint(id, payload),
  /** Where the photo shows: places of the pages, articles' covers and texts. */
  uses: async (id: string) => (await photoCalls()).photos.uses(id),
  remove: async (id: string) => (await photoCalls()).photos.remove(id),
  /** The selection published or taken off the site, all or none. */
  setPublishedMany: async (ids: readonly string[], published: boolean) =>
    (await photoCalls()).photos.setPublishedMany(ids, published),
  /** One description a photo, all saved or none (a refusal names its row). */
  setAlts: async (rows: PhotoBulkAlt['photos']) => (await photoCalls()).photos.setAlts(rows),
  /** Where each photo of the selection shows, by photo id. */
  usesOfMany: async (ids: readonly string[]) => (await photoCalls()).photos.usesOfMany(ids),
  /** Another photo takes this one's spot in the places named; this one stays in the library. */
  replace: async (id: string, replacements: PhotoReplace['replacements']) =>
    (await photoCalls()).photos.replace(id, replacements),
  /** Deletes the selection, each place it fills given the photo that takes its spot (or none). */
  removeMany: async (ids: readonly string[], replacements: readonly PhotoReplacement[]) =>
    (await photoCalls()).photos.removeMany(ids, replacements),
  /** A variant as the admin sees it, published or not. */
  fileUrl: (id: string, width: number, extension: 'avif' | 'webp' | 'jpg') =>
    apiUrl(`/photos/${id}/files/${width}.${extension}`),
};

/** A client's gallery: the owner's session or the album's access cookie opens it. */
export const galleryEndpoints = {
  get: async (albumId: number) => (await galleryCalls()).galleries.get(albumId),
  /** The album's access code: a wrong one is refused (401) without ending a session. */
  access: async (albumId: number, code: string, guest?: string) =>
    (await galleryCalls()).galleries.access(albumId, code, guest),
  /** « Accéder à une galerie »: the code alone opens its album (its id, to go to it). */
  accessByCode: async (code: string, guest?: string) =>
    (await galleryCalls()).galleries.accessByCode(code, guest),
  /** A guest's name, given once: their own list of favourites. */
  nameGuest: async (albumId: number, name: string) =>
    (await galleryCalls()).galleries.nameGuest(albumId, name),
  /** The owner hides a photo from her guests, or shows it again. */
  setHidden: async (albumId: number, photoId: string, hidden: boolean) =>
    (await galleryCalls()).galleries.setHidden(albumId, photoId, hidden),
  /** The client's favourites after the change. Refused (409) once her selection is sent. */
  setFavourite: async (albumId: number, photoId: string, favourite: boolean) =>
    (await galleryCalls()).galleries.setFavourite(albumId, photoId, favourite),
  /** Sends the favourites to the studio as her selection and locks it. */
  sendSelection: async (albumId: number) => (await galleryCalls()).galleries.sendSelection(albumId),
  /** The download PIN: right, this browser's downloads open further (the new rights come back). */
  giveDownloadPin: async (albumId: number, pin: string) =>
    (await galleryCalls()).galleries.giveDownloadPin(albumId, pin),
};

/** The photos of an album, from the admin's side. */
export const adminGalleryEndpoints = {
  get: async (albumId: number) => (await galleryCalls()).adminGalleries.get(albumId),
  /** One file per call; a file that is not a photo is refused (415) with its name. */
  upload: async (albumId: number, file: File, onProgress: (fraction: number) => void, signal?: AbortSignal) =>
    (await galleryCalls()).adminGalleries.upload(albumId, file, onProgress, signal),
  removePhoto: async (albumId: number, photoId: string) =>
    (await galleryCalls()).adminGalleries.removePhoto(albumId, photoId),
  saveSettings: async (albumId: number, settings: GallerySettingsPayload) =>
    (await galleryCalls()).adminGalleries.saveSettings(albumId, settings),
  reopenSelection: async (albumId: number) => (await galleryCalls()).adminGalleries.reopenSelection(albumId),
  setCover: async (albumId: number, payload: AlbumCoverPayload) =>
    (await galleryCalls()).adminGalleries.setCover(albumId, payload),
  notifyClient: async (albumId: number, payload: AlbumNotifyPayload) =>
    (await galleryCalls()).adminGalleries.notifyClient(albumId, payload),
  /** A ready photo's preview as the admin sees it (her session opens it). */
  variantUrl: (albumId: number, photoId: string, width: number, extension: 'webp' | 'jpg') =>
    apiUrl(galleryApiPaths.variant(albumId, photoId, width, extension)),
  /** The selection's file names, one per line: a link the admin opens or saves. */
  selectionTextUrl: (albumId: number) => apiUrl(galleryApiPaths.adminSelectionText(albumId)),
};

/** Chapters and order of an album's photos, from the admin's side. */
export const adminChapters = async () => (await chapterCalls()).adminChapters;

/** The Corbeille: a photo comes back, files included, for 30 days. */
export const trashEndpoints = {
  get: async () => (await galleryCalls()).adminTrash.get(),
  /** Refused (409) while its album is past its grace days: its end is moved first. */
  restore: async (photoId: string) => (await galleryCalls()).adminTrash.restore(photoId),
  /** A deleted album with all its photos, in one request; nothing changed when it fails. */
  restoreAlbum: async (albumId: number) => (await galleryCalls()).adminTrash.restoreAlbum(albumId),
};

export const loadPhotoAltSchema = async () => (await photoCalls()).photoAltPayloadSchema;
/** The gallery settings' schema, for the admin's form to check them as the server will. */
export const loadGallerySettingsSchema = async () => (await galleryCalls()).gallerySettingsSchema;
