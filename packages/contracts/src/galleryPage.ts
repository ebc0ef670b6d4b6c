import { chapterSchema } from './chapters';
import { downloadRightsSchema } from './galleryDownloads';
import { galleryMessages } from './galleryMessages';
import { z } from './zod';

/**
 * The gallery page: what the client (her session) or a guest (the album's access code) opens, and
 * the favourites and selection they send from it.
 */

export const MAX_ACCESS_CODE_LENGTH = 200;

export const galleryViewers = ['owner', 'guest', 'admin'] as const;
export type GalleryViewer = (typeof galleryViewers)[number];
export const selectionStatuses = ['open', 'sent'] as const;
export type SelectionStatus = (typeof selectionStatuses)[number];

/** A ready photo as the server sends it to the client. */
export const galleryPhotoDataSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** A blurred ~16-pixel preview as a data: URI. */
  blurDataUrl: z.string().nullable(),
  widths: z.array(z.number().int()),
  /** To the owner: hidden from guests (a guest is never sent a hidden photo). */
  hidden: z.boolean().default(false),
  /** To the owner: the guests who chose it. */
  chosenBy: z.array(z.string()).default([]),
  /** The chapter it is shown under; null: none. */
  chapterId: z.number().int().nullable().default(null),
});
export type GalleryPhotoData = z.infer<typeof galleryPhotoDataSchema>;

/** The same with addresses, as the API client gives it to the gallery page. */
export type GalleryPhoto = GalleryPhotoData & {
  srcset: { webp: string; jpeg: string };
  /** The 800-pixel JPEG (or the widest below), for `src`. */
  src: string;
  /** Full resolution, counted as a download (403 with a French message when downloads are off). */
  downloadUrl: string;
  /** The web size (WEB_SIZE_LONG_SIDE pixels), counted as a download. */
  webDownloadUrl: string;
};

export const galleryResponseSchema = z.object({
  album: z.object({
    id: z.number().int(),
    /** The owner's first and last names. */
    title: z.string(),
    /** The session's date, free text as the admin typed it. */
    date: z.string(),
    /** Last day the client sees it (YYYY-MM-DD), or null. */
    availableUntil: z.string().nullable(),
    /** The album's own title (« Mariage de Camille & Hugo »), '' when it has none. */
    name: z.string(),
    /** The studio's welcome words, '' when none. */
    welcome: z.string(),
    /** The cover: one of the ready photos below, and its focal point in %; null: none chosen. */
    cover: z.object({ photoId: z.uuid(), focalX: z.number(), focalY: z.number() }).nullable(),
  }),
  /** Ready photos only, in her order: those in no chapter first, then each chapter's. */
  photos: z.array(galleryPhotoDataSchema),
  /** Her chapters that hold a photo this viewer sees, in her order; none: one plain grid. */
  chapters: z.array(chapterSchema).default([]),
  includedPhotos: z.number().int(),
  downloadsEnabled: z.boolean(),
  /** What this viewer may download now (the server refuses the rest). */
  downloads: downloadRightsSchema.default({
    high: false,
    web: false,
    watermarked: false,
    pinAsked: false,
    favouritesOnly: false,
  }),
  selection: z.object({ status: z.enum(selectionStatuses), sentAt: z.string().nullable() }),
  /** The viewer's own favourites: the owner's selection, or a guest's own list. */
  favourites: z.array(z.uuid()),
  /** Who is looking: the owner (her session), a guest (the code), or the admin. */
  viewer: z.enum(galleryViewers).default('owner'),
  /** A guest's name as they gave it; null until they give it (or for the owner). */
  guest: z.string().nullable().default(null),
});
export type GalleryData = z.infer<typeof galleryResponseSchema>;
export type Gallery = Omit<GalleryData, 'photos'> & {
  photos: GalleryPhoto[];
  /** The whole album as a ZIP (counted). */
  archiveUrl: string;
  /** The whole album as a ZIP of web-size files, for phones (counted). */
  webArchiveUrl: string;
};

export const MAX_GUEST_NAME_LENGTH = 120;
/** A guest's first name or e-mail, spaces tidied; '' when not given. */
const guestNameSchema = z
  .string()
  .trim()
  .max(MAX_GUEST_NAME_LENGTH, galleryMessages.guestNameTooLong)
  .transform((name) => name.replace(/\s+/g, ' '));

export const galleryAccessPayloadSchema = z.object({
  code: z.string().trim().min(1, galleryMessages.codeRequired).max(MAX_ACCESS_CODE_LENGTH),
  /** Given once: the guest's own list of favourites. */
  guest: guestNameSchema.optional(),
});
/** « Accéder à une galerie »: the code alone finds its album. */
export const codeAccessResponseSchema = z.object({ message: z.string(), albumId: z.number().int() });
export const guestPayloadSchema = z.object({
  name: guestNameSchema.pipe(z.string().min(1, galleryMessages.guestNameRequired)),
});
export const guestResponseSchema = z.object({ guest: z.string(), favourites: z.array(z.uuid()) });
export const hiddenPayloadSchema = z.object({ hidden: z.boolean() });
export type GalleryAccessPayload = z.infer<typeof galleryAccessPayloadSchema>;

export const favouritePayloadSchema = z.object({ favourite: z.boolean() });
export const favouriteResponseSchema = z.object({ favourites: z.array(z.uuid()) });

export const galleryMessageResponseSchema = z.object({ message: z.string() });
export const selectionResponseSchema = z.object({
  message: z.string(),
  selection: z.object({ status: z.enum(selectionStatuses), sentAt: z.string().nullable() }),
});
