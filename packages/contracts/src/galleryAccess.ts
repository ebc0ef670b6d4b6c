import {
  DOWNLOAD_PIN,
  downloadRightsSchema,
  galleryMessages,
  MAX_ACCESS_CODE_LENGTH,
  selectionStatuses,
} from './gallery';
import { z } from './zod';

// Opening a gallery with its code, a guest's name, favourites, the download PIN and the selection's answers.

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
