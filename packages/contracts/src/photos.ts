/**
 * The photographer's photo library (admin): what an upload may be, what the API answers, and the
 * French messages both the browser and the server give for a refused file, so they say the same.
 */
import { isIsoDay } from './dates';
import { dataOf, requiredText } from './entities';
import { z } from './zod';

/** Largest upload, checked by the browser before sending and by the server while reading. */
export const MAX_PHOTO_BYTES = 50 * 1024 * 1024;
/** Largest image, read from its header: a small file can announce pixels enough to fill the memory. */
export const MAX_PHOTO_PIXELS = 100_000_000;
/**
 * Longest side, read from the header too: AVIF and WebP hold no more, and a variant keeps the
 * photo's proportions (a 1,600 × 62,500 strip stays 62,500 high), so a longer photo could never be
 * encoded, whatever the memory it took first.
 */
export const MAX_PHOTO_SIDE = 16_383;
/** Photos per page of the library: a screenful of thumbnails on a large screen. */
export const PHOTO_PAGE_SIZE = 48;
export const MAX_ALT_LENGTH = 300;

/** The file types the library accepts, read from a file's first bytes (never from its name). */
export const photoTypes = ['jpeg', 'png', 'webp', 'avif'] as const;
export type PhotoType = (typeof photoTypes)[number];

export {
  type PhotoVariantExtension,
  type PhotoVariantFormat,
  photoVariantFormats,
} from './photoFormats';

/** The header that carries the file's name with an upload (URL-encoded: a header is ASCII). */
export const PHOTO_NAME_HEADER = 'x-photo-name';

export const photoStatuses = ['pending', 'processing', 'ready', 'failed'] as const;
export type PhotoStatus = (typeof photoStatuses)[number];

const pixels = (count: number) => count.toLocaleString('fr-FR');

export const photoMessages = {
  tooLarge: (name: string) => `« ${name} » dépasse 50 Mo : réduisez-la ou exportez-la en JPEG de qualité 90.`,
  wrongType: (name: string) =>
    `« ${name} » n’est pas une image acceptée : envoyez un fichier JPEG, PNG, WebP ou AVIF.`,
  heic: (name: string) =>
    `« ${name} » est au format HEIC (iPhone), que les navigateurs n’affichent pas : exportez-la en JPEG (Photos › Exporter, ou réglez l’appareil sur « Le plus compatible ») puis envoyez-la de nouveau.`,
  tiff: (name: string) =>
    `« ${name} » est au format TIFF, que les navigateurs n’affichent pas : exportez-la en JPEG de qualité 90 puis envoyez-la de nouveau.`,
  tooManyPixels: (name: string) =>
    `« ${name} » dépasse 100 mégapixels : réduisez ses dimensions avant de l’envoyer.`,
  sideTooLong: (name: string, width: number, height: number) =>
    `« ${name} » mesure ${pixels(width)} × ${pixels(height)} pixels : un côté dépasse ${pixels(MAX_PHOTO_SIDE)} pixels, le plus que les formats du site (AVIF, WebP) acceptent. Recadrez-la ou réduisez-la avant de l’envoyer.`,
  corrupt: (name: string) => `« ${name} » est abîmée ou illisible : elle n’a pas pu être traitée.`,
  empty: (name: string) => `« ${name} » est vide.`,
  missingName: 'Le nom du fichier manque.',
  storageDown:
    'Le stockage des photos est injoignable pour le moment : rien n’a été enregistré, réessayez dans quelques minutes.',
  diskFull:
    'L’espace disque du serveur est plein : rien n’a été enregistré. Libérez de la place puis réessayez.',
  altRequired: 'La description pour les personnes aveugles et les moteurs de recherche est obligatoire.',
  altBeforePublishing:
    'Ajoutez une description pour les personnes aveugles et les moteurs de recherche avant de publier la photo.',
  focalPoint: 'Le point focal se donne en pourcentages, de 0 à 100 %.',
  notReady: 'La photo n’est pas encore prête : attendez la fin de son traitement.',
  notFound: 'Photo introuvable.',
} as const;

/** A photo of the library as the admin screens see it. */
export const photoSchema = z.object({
  id: z.string(),
  /** The uploaded file's name, for display only: nothing on disk is named after it. */
  name: z.string(),
  alt: z.string(),
  status: z.enum(photoStatuses),
  /** Why processing failed, in French, when it did. */
  error: z.string().nullable(),
  published: z.boolean(),
  /** Size once oriented; known after processing. */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** The variants' widths, each in AVIF, WebP and JPEG, narrowest first (empty until ready). */
  widths: z.array(z.number().int()),
  placeholder: z.string().nullable(),
  uploaded_at: z.string(),
  /** The point every crop keeps in view, in % (the server always says; the middle when absent). */
  focal_point: z.object({ x: z.number(), y: z.number() }).optional(),
});
export type Photo = z.infer<typeof photoSchema>;

/**
 * Where a photo shows on the site: a place of « Mise en page » (`key` the place, `title` its
 * label) or its fallback photo, or an article (`key` its slug, `title` its title), as its cover or
 * in its text.
 */
export const photoUseSchema = z.object({
  kind: z.enum(['place', 'fallback', 'cover', 'inline']),
  key: z.string(),
  title: z.string(),
});
export type PhotoUse = z.infer<typeof photoUseSchema>;
export const photoUsesResponseSchema = dataOf(z.array(photoUseSchema));

export const photoResponseSchema = dataOf(photoSchema);
export const photoPageSchema = z.object({
  data: z.array(photoSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  /** The uses of the page's photos, by photo id (a photo used nowhere is absent). */
  uses: z.record(z.string(), z.array(photoUseSchema)).optional(),
});
export type PhotoPage = z.infer<typeof photoPageSchema>;

const optionalDay = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined))
  .refine((value) => value === undefined || isIsoDay(value), {
    message: 'Indiquez la date au format AAAA-MM-JJ.',
  });

/** GET /photos: a page of the library, filtered by words of the alt text and a range of upload days. */
export const photoQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  q: z.string().trim().max(200).optional(),
  from: optionalDay,
  to: optionalDay,
  /** Only the photos the site may show (the article editor's picker). */
  published: z.literal('true', { message: 'Requête invalide.' }).optional(),
});
export type PhotoQuery = z.input<typeof photoQuerySchema>;

export const photoIdParamsSchema = z.object({ id: z.uuid({ message: photoMessages.notFound }) });

export const photoAltPayloadSchema = z.object({
  alt: requiredText(photoMessages.altRequired).max(MAX_ALT_LENGTH),
});
export type PhotoAltPayload = z.infer<typeof photoAltPayloadSchema>;

export const photoPublishPayloadSchema = z.object({ published: z.boolean() });

const percent = z
  .number({ message: photoMessages.focalPoint })
  .min(0, photoMessages.focalPoint)
  .max(100, photoMessages.focalPoint);

/** PUT /photos/:id/focal-point: the point of the photo every crop keeps in view. */
export const photoFocalPointPayloadSchema = z.object({ x: percent, y: percent });
export type PhotoFocalPointPayload = z.infer<typeof photoFocalPointPayloadSchema>;
