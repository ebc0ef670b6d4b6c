import {
  albumMessages,
  MAX_ALBUM_TITLE_LENGTH,
  MAX_ALBUM_WELCOME_LENGTH,
  sessionKindSchema,
} from './albumDelivery';
import { type ResetConfirmPayload, resetConfirmPayloadSchema } from './authPayloads';
import { isIsoDay, sessionDay, studioDay } from './dates';
import {
  emailSchema,
  idParamsSchema,
  MAX_ID,
  requiredText,
  trimmed,
  userSchema,
  userUpdatePayloadSchema,
} from './entities';
import { albumLinkMessage, hasLineBreak, isHttpsLink, validationMessages } from './validation';
import { z } from './zod';

// An album's creation, update and deletion, and the invitation that may create one with an account.

const idSchema = idParamsSchema.shape.id;

/** Optional last day of an album: a date input's YYYY-MM-DD, or empty (then null: no end). */
const availableUntilField = trimmed()
  .refine((value) => value === '' || isIsoDay(value), validationMessages.availabilityInvalid)
  .nullable()
  .optional()
  .transform((value) => (value === '' ? null : value));

const albumEditableFields = {
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
const onlyWhenValid = {
  path: ['available_until'],
  when: ({ issues }: { issues: unknown[] }) => issues.length === 0,
};

/** A free-text session date that is not a day cannot be compared: only a real one is checked. */
function endsOnOrAfterSession({ date, available_until }: Availability) {
  const session = sessionDay(date);
  return !available_until || session === null || available_until >= session;
}

/**
 * Creation refuses a last day already past; `today` is the studio's day (YYYY-MM-DD), read from
 * the server's clock by the API and from the device's by the form.
 */
const withCreationChecks = <S extends z.ZodType<Availability>>(schema: S, today: () => string) =>
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
const creationFields = {
  kind: sessionKindSchema.optional(),
  reserved_id: z.number({ message: albumMessages.reservedIdInvalid }).int().positive().max(MAX_ID).optional(),
};

export const albumCreatePayloadSchemaOn = (today: () => string) =>
  withCreationChecks(z.object({ ...albumEditableFields, ...creationFields }), today);

export const albumCreatePayloadSchema = albumCreatePayloadSchemaOn(() => studioDay(new Date()));
export type AlbumCreatePayload = z.infer<typeof albumCreatePayloadSchema>;

/** An update may keep or set a past last day (an expired album stays editable), never one before the session. */
export const albumUpdatePayloadSchema = z
  .object({
    id: idSchema,
    ...albumEditableFields,
    /** Sent once the admin confirmed that a past last day sends the album's photos to the Corbeille. */
    confirm_removal: z.boolean().optional(),
  })
  .refine(endsOnOrAfterSession, { ...onlyWhenValid, message: validationMessages.availabilityBeforeSession });
export type AlbumUpdatePayload = z.infer<typeof albumUpdatePayloadSchema>;

export const albumDeletePayloadSchema = z.object({
  id_album: idSchema,
  /** True once the admin was told how many photos go to the Corbeille with it (refused otherwise). */
  confirm_removal: z.boolean().optional(),
});

// ---- invitations (beyond the spec) ---------------------------------------------

/** How long an invitation link lets the client choose a password. */
export const INVITATION_DAYS = 7;

/** The album created with an invitation: the creation form's fields, without an owner (the invited client). */
export const invitationAlbumSchemaOn = (today: () => string) => {
  const { user_id: _owner, confirm_unproved_owner: _confirmed, ...fields } = albumEditableFields;
  return withCreationChecks(z.object({ ...fields, ...creationFields }), today);
};
export type InvitationAlbum = z.infer<ReturnType<typeof invitationAlbumSchemaOn>>;

/**
 * POST /invitation: the studio opens an account for a client, who chooses a password through the
 * e-mailed link; with `album`, that album is created in the same step, owned by the new client.
 */
export const invitationPayloadSchemaOn = (today: () => string) =>
  z.object({
    firstname: userUpdatePayloadSchema.shape.firstname,
    lastname: userUpdatePayloadSchema.shape.lastname,
    email: emailSchema,
    album: invitationAlbumSchemaOn(today).optional(),
  });
export const invitationPayloadSchema = invitationPayloadSchemaOn(() => studioDay(new Date()));
export type InvitationPayload = z.infer<typeof invitationPayloadSchema>;

/** POST /invitation/resend: a new link for a client who has not chosen a password yet. */
export const invitationResendPayloadSchema = z.object({ id: idSchema });

/** POST /invitation/accept: the link's token and the chosen password, as for a reset. */
export const invitationAcceptPayloadSchema = resetConfirmPayloadSchema;
export type InvitationAcceptPayload = ResetConfirmPayload;

export const invitationResponseSchema = z.object({
  message: z.string(),
  data: z.object({ user: userSchema, album_id: z.number().int().positive().nullable() }),
});
export type InvitationResponse = z.infer<typeof invitationResponseSchema>;
