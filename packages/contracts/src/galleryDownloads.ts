import { galleryMessages } from './galleryMessages';
import { z } from './zod';

/** Downloads from a gallery: which sizes, who may take them, the PIN, and what the admin is told. */

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

export const downloadPinPayloadSchema = z.object({
  pin: z.string().trim().regex(DOWNLOAD_PIN, galleryMessages.downloadPinInvalid),
});

export const downloadPinResponseSchema = z.object({ message: z.string(), downloads: downloadRightsSchema });
