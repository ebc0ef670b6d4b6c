/**
 * Client galleries hosted on the site: the photos of an album (séance), which the client opens with
 * her session or the album's access code, marks as favourites, sends as her selection and downloads.
 * The server's answers carry paths and widths; the API client turns them into addresses (srcset).
 */
import { chapterSchema } from './chapters';
import { addDays } from './dates';
import { z } from './zod';

/** The number of photos of the formula, when the admin sets it: the selection is measured against it. */
export const MAX_INCLUDED_PHOTOS = 1000;
/** Days the photos stay in storage after the album's last day, or after it is deleted. */
export const DEFAULT_GRACE_DAYS = 30;
export const MAX_GRACE_DAYS = 365;
export const MAX_ACCESS_CODE_LENGTH = 200;
/** Days a deleted photo, or one of an album past its grace days, stays in the « Corbeille ». */
export const TRASH_DAYS = 30;
/** The studio is told this many days before the photos of an album go to the Corbeille. */
export const REMOVAL_WARNING_DAYS = 7;

/**
 * The day the photos of an album leave it for the Corbeille: the day after its last day plus its
 * grace days; null while the album has no last day.
 */
export function plannedRemovalDay(availableUntil: string | null, graceDays: number): string | null {
  return availableUntil ? addDays(availableUntil, 1 + graceDays) : null;
}

/** The day the photos actually go, seen on `today`: one already past goes at the next sweep, today. */
export function removalDayOn(availableUntil: string | null, graceDays: number, today: string): string | null {
  const planned = plannedRemovalDay(availableUntil, graceDays);
  if (planned !== null && planned < today) return today;
  return planned;
}

/**
 * The day a change of grace days sends the album's photos to the Corbeille at the next sweep, when
 * they were not due yet: today, or null when the change brings nothing forward to now.
 */
export function removalBroughtToToday(
  availableUntil: string | null,
  graceDaysBefore: number,
  graceDaysAfter: number,
  today: string,
): string | null {
  const after = plannedRemovalDay(availableUntil, graceDaysAfter);
  const before = plannedRemovalDay(availableUntil, graceDaysBefore);
  return after !== null && before !== null && after <= today && before > today ? today : null;
}

export const galleryPhotoStatuses = ['processing', 'ready', 'failed'] as const;
export type GalleryPhotoStatus = (typeof galleryPhotoStatuses)[number];
export const galleryViewers = ['owner', 'guest', 'admin'] as const;
export type GalleryViewer = (typeof galleryViewers)[number];
export const selectionStatuses = ['open', 'sent'] as const;
export type SelectionStatus = (typeof selectionStatuses)[number];
export const downloadKinds = ['photo', 'archive'] as const;
export type DownloadKind = (typeof downloadKinds)[number];
/**
 * What an album's downloads give: the originals (and the web size beside them), or the web size
 * only (WEB_SIZE_LONG_SIDE pixels, sRGB, the studio's name in the file).
 */
export const downloadSizes = ['high', 'web'] as const;
export type DownloadSize = (typeof downloadSizes)[number];
/** The long side of a web-size download: enough for a phone, a screen or a social network. */
export const WEB_SIZE_LONG_SIDE = 2048;
/** Who made a download: the album's owner, one of her guests (by the name they gave) or the studio. */
export const downloaders = ['owner', 'guest', 'admin'] as const;
export type Downloader = (typeof downloaders)[number];
/** A download PIN: four digits, given by the studio to the client, who gives it to her guests or not. */
export const DOWNLOAD_PIN = /^[0-9]{4}$/;
/** The formats of a gallery's variants (no AVIF: hundreds of photos must be ready within minutes). */
export const galleryVariantExtensions = ['webp', 'jpg'] as const;
export type GalleryVariantExtension = (typeof galleryVariantExtensions)[number];

export const galleryMessages = {
  notPhoto: (name: string) =>
    `« ${name} » n’est pas une photo (JPEG, PNG, WebP ou AVIF) : elle n’a pas été ajoutée.`,
  wrongCode: 'Code d’accès incorrect.',
  codeRequired: 'Saisissez le code d’accès de l’album.',
  tooManyTries: 'Trop d’essais : réessayez dans 15 minutes.',
  /** Past an address's free wrong tries (a venue's Wi-Fi shared by the guests): one try at a time. */
  oneTryAtATime: 'Beaucoup d’essais viennent de votre réseau : patientez quelques secondes, puis réessayez.',
  notFound: 'Galerie introuvable.',
  photoNotFound: 'Photo introuvable.',
  downloadsOff: 'Le téléchargement n’est pas ouvert pour cet album : demandez-le au studio.',
  selectionLocked: 'Votre sélection a été envoyée au studio : elle ne peut plus être modifiée.',
  selectionEmpty: 'Choisissez au moins une photo avant d’envoyer votre sélection.',
  selectionSent: 'Votre sélection a été envoyée au studio.',
  selectionReopened: 'La sélection est de nouveau ouverte au client.',
  settingsSaved: 'Réglages de la galerie enregistrés.',
  photoTrashed: 'Photo placée dans la Corbeille : vous pouvez la restaurer pendant 30 jours.',
  photoRestored: 'Photo restaurée dans son album.',
  albumDeleteUnconfirmed: (id: number, name: string, count: number) =>
    count > 1
      ? `L’album n° ${id} (${name}) contient ${count} photos : supprimé, il les enverrait à la Corbeille, où elles resteraient ${TRASH_DAYS} jours. Confirmez la suppression pour la faire.`
      : `L’album n° ${id} (${name}) contient 1 photo : supprimé, il l’enverrait à la Corbeille, où elle resterait ${TRASH_DAYS} jours. Confirmez la suppression pour la faire.`,
  photoRestoredUntil: (day: string) =>
    `Photo restaurée dans son album. Avec lui, elle repartira à la Corbeille le ${day}, sauf si vous reportez sa date de fin.`,
  restoreAlbumEnded: (day: string) =>
    `Cet album a pris fin le ${day} : reportez sa date de fin avant de restaurer ses photos, sinon elles repartiraient à la Corbeille.`,
  trashedPhotoNotFound: 'Cette photo n’est plus dans la Corbeille.',
  trashedAlbumNotFound: 'Cet album n’est plus dans la Corbeille.',
  albumRestored: (id: number, name: string, count: number) =>
    `Album n° ${id} (${name}) restauré avec ${count > 1 ? `ses ${count} photos` : 'sa photo'}.`,
  albumRestoredUntil: (id: number, name: string, count: number, day: string) =>
    `Album n° ${id} (${name}) restauré avec ${count > 1 ? `ses ${count} photos` : 'sa photo'}. Il repartira à la Corbeille le ${day}, sauf si vous reportez sa date de fin.`,
  /** Nothing restored: a photo without its original would come back broken. */
  albumOriginalsMissing: (id: number, names: readonly string[]) =>
    `L’album n° ${id} n’a pas été restauré : ${names.length > 1 ? `${names.length} originaux sont introuvables` : 'un original est introuvable'} dans le stockage (${names
      .slice(0, 5)
      .map((name) => `« ${name} »`)
      .join(
        ', ',
      )}${names.length > 5 ? '…' : ''}). Rien n’a été changé : vérifiez le stockage des photos, puis réessayez.`,
  removalUnconfirmed: (count: number, day: string) =>
    `Cet album contient ${count} photo${count > 1 ? 's' : ''} : avec ce dernier jour passé, elle${count > 1 ? 's' : ''} passera${count > 1 ? 'ient' : 'it'} à la Corbeille le ${day}. Confirmez ce changement pour l’enregistrer.`,
  graceRemovalUnconfirmed: (count: number, day: string) =>
    `Cet album contient ${count} photo${count > 1 ? 's' : ''} : avec ce délai, elle${count > 1 ? 's' : ''} passera${count > 1 ? 'ient' : 'it'} à la Corbeille dès aujourd’hui, le ${day}. Confirmez ce changement pour l’enregistrer.`,
  expiredOn: (day: string) => `Expiré le ${day}`,
  /** With Contact's details as she published them. */
  contactStudio: (contact: { email: string; phone: string }) =>
    `Pour retrouver ces photos, contactez le studio : ${contact.email} ou ${contact.phone}.`,
  downloadPinInvalid: 'Le code PIN de téléchargement compte 4 chiffres.',
  wrongDownloadPin: 'Code PIN incorrect.',
  downloadPinAccepted: 'Code PIN accepté : la haute résolution est ouverte.',
  downloadPinRequired:
    'La haute résolution demande le code PIN de téléchargement : demandez-le au client de l’album ou au studio.',
  webSizeOnly: 'Cet album se télécharge en taille web seulement.',
  favouritesOnlyDownload: 'Seules vos photos favorites se téléchargent : ajoutez celle-ci à vos favoris.',
  noFavouriteToDownload: 'Ajoutez des photos à vos favoris pour les télécharger.',
  guestNameRequired: 'Indiquez votre prénom ou votre e-mail pour garder vos favoris.',
  guestNameTooLong: 'Votre prénom ou votre e-mail : 120 caractères au plus.',
  ownerOnly:
    'Seuls les mariés ou le client de cet album envoient la sélection et choisissent ce que voient les invités.',
  codeAmbiguous: 'Ce code ouvre plusieurs galeries : ouvrez le lien reçu, ou demandez-le au studio.',
  includedPhotosInvalid: `Indiquez un nombre de photos entre 0 et ${MAX_INCLUDED_PHOTOS}.`,
  graceDaysInvalid: `Indiquez un délai entre 0 et ${MAX_GRACE_DAYS} jours.`,
} as const;

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

export const downloadEventSchema = z.object({
  kind: z.enum(downloadKinds),
  /** The photo's file name for a single download; null for the whole album. */
  fileName: z.string().nullable(),
  /** ISO instant. */
  at: z.string(),
  size: z.enum(downloadSizes).default('high'),
  by: z.enum(downloaders).default('owner'),
  /** The guest's name as they gave it; null for the owner, the admin or a guest who gave none. */
  guest: z.string().nullable().default(null),
});
export type DownloadEvent = z.infer<typeof downloadEventSchema>;

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

/** What one viewer may download from an album, as the server decides it. */
export const downloadRightsSchema = z.object({
  /** The originals, one by one or as a ZIP. */
  high: z.boolean(),
  /** The web size, one by one or as a ZIP. */
  web: z.boolean(),
  /** The web size carries the watermark (no PIN given). */
  watermarked: z.boolean(),
  /** A download PIN is set and this viewer has not given it: the field is offered. */
  pinAsked: z.boolean(),
  /** Only the viewer's favourites download. */
  favouritesOnly: z.boolean(),
});
export type DownloadRights = z.infer<typeof downloadRightsSchema>;

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

export const downloadPinPayloadSchema = z.object({
  pin: z.string().trim().regex(DOWNLOAD_PIN, galleryMessages.downloadPinInvalid),
});

export const downloadPinResponseSchema = z.object({ message: z.string(), downloads: downloadRightsSchema });

export const galleryMessageResponseSchema = z.object({ message: z.string() });
export const selectionResponseSchema = z.object({
  message: z.string(),
  selection: z.object({ status: z.enum(selectionStatuses), sentAt: z.string().nullable() }),
});

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

/** A photo in the Corbeille: deleted by the admin, or taken from an album past its grace days. */
export const trashedPhotoSchema = z.object({
  photoId: z.uuid(),
  albumId: z.number().int(),
  /** The album owner's first and last names. */
  albumTitle: z.string(),
  fileName: z.string(),
  reason: z.enum(['deleted', 'expired']),
  /** ISO instants: when it went to the Corbeille, and when its files are deleted for good. */
  trashedAt: z.string(),
  purgeAfter: z.string(),
});
export type TrashedPhoto = z.infer<typeof trashedPhotoSchema>;

/** An album whose photos are planned to go to the Corbeille. */
export const upcomingRemovalSchema = z.object({
  albumId: z.number().int(),
  albumTitle: z.string(),
  photoCount: z.number().int(),
  /** YYYY-MM-DD, studio time. */
  removalDay: z.string(),
});
export type UpcomingRemoval = z.infer<typeof upcomingRemovalSchema>;

/**
 * A deleted album whose photos wait in the Corbeille: restored in one action, with all of them.
 * Its photos are also in `photos` (same albumId), where the screen groups them under it.
 */
export const trashedAlbumSchema = z.object({
  albumId: z.number().int(),
  /** The client's first and last names when it was deleted. */
  albumTitle: z.string(),
  photoCount: z.number().int(),
  /** ISO instants: when it was deleted, and when the first of its photos goes for good. */
  deletedAt: z.string(),
  purgeAfter: z.string(),
});
export type TrashedAlbum = z.infer<typeof trashedAlbumSchema>;

export const trashResponseSchema = z.object({
  /** Newest first. */
  photos: z.array(trashedPhotoSchema),
  /** Deleted albums, newest first. */
  albums: z.array(trashedAlbumSchema),
  /** Soonest first. */
  upcoming: z.array(upcomingRemovalSchema),
});
export type Trash = z.infer<typeof trashResponseSchema>;
