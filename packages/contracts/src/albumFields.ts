import {
  albumMessages,
  MAX_ALBUM_TITLE_LENGTH,
  MAX_ALBUM_WELCOME_LENGTH,
  sessionKindSchema,
} from './albumDelivery';
import { isIsoDay, sessionDay } from './dates';
import { MAX_ID, requiredText, trimmed } from './entityFields';
import { albumLinkMessage, hasLineBreak, isHttpsLink, validationMessages } from './validation';
import { z } from './zod';

/** What the album forms send, and the checks of an album's last day against its séance and today. */

/** Optional last day of an album: a date input's YYYY-MM-DD, or empty (then null: no end). */
const availableUntilField = trimmed()
  .refine((value) => value === '' || isIsoDay(value), validationMessages.availabilityInvalid)
  .nullable()
  .optional()
  .transform((value) => (value === '' ? null : value));

export const albumEditableFields = {
  date: requiredText(validationMessages.albumFieldsRequired).max(100),
  lien: requiredText(validationMessages.albumFieldsRequired)
    .max(2000)
    .refine(isHttpsLink, { message: albumLinkMessage, when: ({ issues }) => issues.length === 0 }),
  access_code: requiredText(validationMessages.albumFieldsRequired).max(200),
  user_id: z.coerce
    .number()
    .int()
    .min(1, validationMessages.albumFieldsRequired)
    .max(MAX_ID, validationMessages.albumFieldsRequired),
  available_until: availableUntilField,
  /** Absent (a client of the spec's calls): '' on creation, unchanged on update. */
  title: trimmed()
    .max(MAX_ALBUM_TITLE_LENGTH, albumMessages.titleTooLong)
    .refine((value) => !hasLineBreak(value), albumMessages.titleOneLine)
    .optional(),
  welcome: trimmed().max(MAX_ALBUM_WELCOME_LENGTH, albumMessages.welcomeTooLong).optional(),
  /**
   * Given an owner whose address was never proved (registered, never confirmed, not invited), the
   * album is refused unless this says the admin chose that account knowingly.
   */
  confirm_unproved_owner: z.boolean().optional(),
};

type Availability = { date: string; available_until?: string | null | undefined };
export const onlyWhenValid = {
  path: ['available_until'],
  when: ({ issues }: { issues: unknown[] }) => issues.length === 0,
};

/** A free-text session date that is not a day cannot be compared: only a real one is checked. */
export function endsOnOrAfterSession({ date, available_until }: Availability) {
  const session = sessionDay(date);
  return !available_until || session === null || available_until >= session;
}

/**
 * Creation refuses a last day already past; `today` is the studio's day (YYYY-MM-DD), read from
 * the server's clock by the API and from the device's by the form.
 */
export const withCreationChecks = <S extends z.ZodType<Availability>>(schema: S, today: () => string) =>
  schema
    .refine(endsOnOrAfterSession, { ...onlyWhenValid, message: validationMessages.availabilityBeforeSession })
    .refine(({ available_until }) => !available_until || available_until >= today(), {
      ...onlyWhenValid,
      message: validationMessages.availabilityPast,
    });

/**
 * Only a new album has a kind (its gallery settings start from it) and may take the id kept for it
 * by « Galerie sur le site » (POST /album/gallery-address), whose address its link already is.
 */
export const creationFields = {
  kind: sessionKindSchema.optional(),
  reserved_id: z.number({ message: albumMessages.reservedIdInvalid }).int().positive().max(MAX_ID).optional(),
};
