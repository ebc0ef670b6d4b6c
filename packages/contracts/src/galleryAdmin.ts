import { chapterSchema } from './chapters';
import { DOWNLOAD_PIN, downloadEventSchema, downloadSizes } from './galleryDownloads';
import { galleryMessages, MAX_INCLUDED_PHOTOS } from './galleryMessages';
import { selectionStatuses } from './galleryPage';
import { MAX_GRACE_DAYS } from './galleryTrash';
import { z } from './zod';

/** An album's gallery as the admin sets it and sees it: its settings, its photos, the client's selection. */

export const galleryPhotoStatuses = ['processing', 'ready', 'failed'] as const;
export type GalleryPhotoStatus = (typeof galleryPhotoStatuses)[number];

/** A guest of the album (a code holder) and the photos they chose, apart from the owner's selection. */
export const guestListSchema = z.object({ name: z.string(), photoIds: z.array(z.uuid()) });
export type GuestList = z.infer<typeof guestListSchema>;

/** What the admin sets per album. */
export const gallerySettingsSchema = z.object({
  /** Photos included in the formula; 0: not set. */
  includedPhotos: z
    .number({ message: galleryMessages.includedPhotosInvalid })
    .int(galleryMessages.includedPhotosInvalid)
    .min(0, galleryMessages.includedPhotosInvalid)
    .max(MAX_INCLUDED_PHOTOS, galleryMessages.includedPhotosInvalid),
  downloadsEnabled: z.boolean(),
  /** When downloads are on: the originals and the web size, or the web size only. */
  downloadSize: z.enum(downloadSizes).default('high'),
  /** Only the photos the downloader hearted (the owner's selection, or a guest's own list). */
  favouritesOnly: z.boolean().default(false),
  /**
   * The studio's name, discreetly, on the previews, and on the downloads of anyone without the
   * download PIN (web size only for them: see downloadRights on the server).
   */
  watermark: z.boolean(),
  /** Days the photos are kept after the album's last day or its deletion. */
  graceDays: z
    .number({ message: galleryMessages.graceDaysInvalid })
    .int(galleryMessages.graceDaysInvalid)
    .min(0, galleryMessages.graceDaysInvalid)
    .max(MAX_GRACE_DAYS, galleryMessages.graceDaysInvalid),
});
export type GallerySettings = z.infer<typeof gallerySettingsSchema>;
export type GallerySettingsInput = z.input<typeof gallerySettingsSchema>;
/**
 * The settings as sent, with the admin's word when their grace days send the photos away now; a
 * new download PIN (four digits), null to remove it, absent to keep the one set.
 */
export const gallerySettingsPayloadSchema = gallerySettingsSchema.extend({
  confirmRemoval: z.boolean().optional(),
  downloadPin: z.string().regex(DOWNLOAD_PIN, galleryMessages.downloadPinInvalid).nullable().optional(),
});
export type GallerySettingsPayload = z.infer<typeof gallerySettingsPayloadSchema>;

/** A photo of an album as the server sends it to the admin. */
export const adminAlbumPhotoDataSchema = z.object({
  id: z.uuid(),
  /** The uploaded file's name: shown, and listed in selection.txt. */
  fileName: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  status: z.enum(galleryPhotoStatuses),
  /** Why processing failed, in French. */
  error: z.string().nullable(),
  favourite: z.boolean(),
  /** Hidden by the owner from the guests who open the album with its code. */
  hiddenFromGuests: z.boolean().default(false),
  /** The chapter it is shown under (one of `chapters`); null: none. */
  chapterId: z.number().int().nullable().default(null),
  /** Widths of its variants (each in WebP and JPEG), narrowest first; empty until ready. */
  widths: z.array(z.number().int()),
  uploadedAt: z.string(),
});
export type AdminAlbumPhotoData = z.infer<typeof adminAlbumPhotoDataSchema>;

/** The same with addresses, as the API client gives it to the admin's screens. */
export type AdminAlbumPhoto = AdminAlbumPhotoData & {
  /** The narrowest WebP variant, or null until the photo is ready. */
  thumbUrl: string | null;
};

export const adminGalleryResponseSchema = z.object({
  /** In her order: the photos in no chapter, then each chapter's. */
  photos: z.array(adminAlbumPhotoDataSchema),
  chapters: z.array(chapterSchema).default([]),
  /** The PIN itself is kept hashed: the admin sees only whether one is set. */
  settings: gallerySettingsSchema.extend({ downloadPinSet: z.boolean().default(false) }),
  selection: z.object({
    status: z.enum(selectionStatuses),
    sentAt: z.string().nullable(),
    photoIds: z.array(z.uuid()),
  }),
  /** Newest first. */
  downloads: z.array(downloadEventSchema),
  /**
   * The day (YYYY-MM-DD, studio time) the photos will be deleted from storage: the album's last day
   * plus the grace days; null while the album has no last day.
   */
  plannedDeletion: z.string().nullable(),
  /** The gallery page's absolute address: the album's link once it has photos. */
  galleryUrl: z.string(),
  /** Each guest's own favourites (the name they gave), first come first. */
  guests: z.array(guestListSchema).default([]),
});
export type AdminGalleryData = z.infer<typeof adminGalleryResponseSchema>;
export type AdminGallery = Omit<AdminGalleryData, 'photos'> & { photos: AdminAlbumPhoto[] };

export const adminAlbumPhotoResponseSchema = z.object({ photo: adminAlbumPhotoDataSchema });
