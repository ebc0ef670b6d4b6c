/**
 * An album as a named delivery: its title, welcome text and cover, the defaults each kind of
 * session gives it, and « Prévenir le client ». Shared by the admin's forms and the server.
 */
import { frenchDayInWords, sessionDay } from './dates';
import type { GallerySettingsInput } from './gallery';
import { z } from './zod';

export const MAX_ALBUM_TITLE_LENGTH = 120;
export const MAX_ALBUM_WELCOME_LENGTH = 2000;

export const albumMessages = {
  titleTooLong: `Le titre de l’album tient en ${MAX_ALBUM_TITLE_LENGTH} caractères au plus.`,
  titleOneLine: 'Le titre de l’album tient sur une ligne.',
  welcomeTooLong: `Le mot d’accueil tient en ${MAX_ALBUM_WELCOME_LENGTH} caractères au plus.`,
  kindInvalid: 'Choisissez un type de séance de la liste.',
  reservedIdInvalid:
    'Cette adresse de galerie n’a pas été réservée par le site : cliquez de nouveau sur « Galerie sur le site ».',
  reservedIdTaken:
    'Cette adresse de galerie est déjà celle d’un autre album : cliquez de nouveau sur « Galerie sur le site ».',
  coverNotInAlbum: 'La couverture doit être une photo de cet album.',
  coverNotReady: 'Cette photo est encore en préparation : choisissez-la comme couverture une fois prête.',
  coverSaved: 'Couverture enregistrée.',
  notifyNoPhoto: 'Aucune photo n’est encore prête dans cet album : ajoutez-en avant de prévenir le client.',
  alreadyNotified: (day: string) =>
    `Le client a déjà été prévenu le ${day}. Confirmez pour lui envoyer de nouveau « Vos photos sont prêtes ».`,
  notified: 'Le client va recevoir « Vos photos sont prêtes ».',
  notifiedOn: (day: string) => `Client prévenu le ${day}`,
} as const;

/** The session's date in words (« 14 juin 2025 ») when it is a day; free text is shown as typed. */
export function sessionDateInWords(date: string): string {
  const day = sessionDay(date);
  return day ? frenchDayInWords(day) : date.trim();
}

/**
 * The kinds of session she chooses from when she creates an album, each with the gallery
 * settings it starts with (she may change them afterwards). One table: the form lists it, the
 * server applies it.
 */
export const sessionKinds = {
  mariage: {
    label: 'Mariage',
    settings: { includedPhotos: 0, downloadsEnabled: true, watermark: false, graceDays: 90 },
  },
  'nouveau-ne': {
    label: 'Nouveau-né',
    settings: { includedPhotos: 20, downloadsEnabled: false, watermark: true, graceDays: 60 },
  },
  grossesse: {
    label: 'Grossesse',
    settings: { includedPhotos: 15, downloadsEnabled: false, watermark: true, graceDays: 60 },
  },
  famille: {
    label: 'Famille',
    settings: { includedPhotos: 15, downloadsEnabled: false, watermark: true, graceDays: 30 },
  },
  portrait: {
    label: 'Portrait',
    settings: { includedPhotos: 10, downloadsEnabled: false, watermark: true, graceDays: 30 },
  },
} as const satisfies Record<string, { label: string; settings: GallerySettingsInput }>;
export type SessionKind = keyof typeof sessionKinds;
export const sessionKindIds = Object.keys(sessionKinds) as [SessionKind, ...SessionKind[]];

export const sessionKindSchema = z.enum(sessionKindIds, { message: albumMessages.kindInvalid });

/** PUT /admin/albums/:id/cover: one of the album's ready photos, and where its crops centre (%). */
const percent = z.number().min(0).max(100);
export const albumCoverPayloadSchema = z.object({
  photoId: z.uuid({ message: albumMessages.coverNotInAlbum }),
  focalPoint: z.object({ x: percent, y: percent }),
});
export type AlbumCoverPayload = z.infer<typeof albumCoverPayloadSchema>;

/** POST /admin/albums/:id/notify: a second « Vos photos sont prêtes » only once she confirmed it. */
export const albumNotifyPayloadSchema = z.object({ confirmResend: z.boolean().optional() });
export type AlbumNotifyPayload = z.infer<typeof albumNotifyPayloadSchema>;
export const albumNotifyResponseSchema = z.object({ message: z.string(), notifiedAt: z.string() });

/** POST /album/gallery-address: an album id kept for the album being created, and its gallery's address. */
export const galleryAddressResponseSchema = z.object({
  data: z.object({ id: z.number().int().positive(), lien: z.string() }),
});
export type GalleryAddress = z.infer<typeof galleryAddressResponseSchema>['data'];
