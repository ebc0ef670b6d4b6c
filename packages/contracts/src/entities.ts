import {
  albumMessages,
  MAX_ALBUM_TITLE_LENGTH,
  MAX_ALBUM_WELCOME_LENGTH,
  sessionKindSchema,
} from './albumDelivery';
import { isIsoDay, sessionDay, studioDay } from './dates';
import { SESSION_TOKEN_KEY } from './session';
import {
  albumLinkMessage,
  controlCharacterMessage,
  hasControlCharacter,
  hasLineBreak,
  isHttpsLink,
  lineBreakMessage,
  MAX_EMAIL_LOCAL_PART,
  MIN_PASSWORD_LENGTH,
  SIMPLE_EMAIL_PATTERN,
  STRICT_EMAIL_PATTERN,
  validationMessages,
} from './validation';
import { z } from './zod';

/** Ids are PostgreSQL `integer`s: a larger number is no id, and must not reach the database. */
export const MAX_ID = 2_147_483_647;
const idSchema = z.coerce.number().int().positive().max(MAX_ID);

export const roleSchema = z.enum(['user', 'admin']);
export type Role = z.infer<typeof roleSchema>;

// Every text the site stores or looks up goes through here: the error names the field by its path.
export const trimmed = () =>
  z
    .string()
    .trim()
    .refine((value) => !hasControlCharacter(value), {
      error: (issue) => controlCharacterMessage(issue.path?.at(-1)),
    });
export const requiredText = (message: string) => trimmed().min(1, message);
/** A name goes into e-mail greetings and headers: one line, whatever the browser let through. */
export const nameText = (message: string) =>
  requiredText(message)
    .max(100)
    .refine((value) => !hasLineBreak(value), {
      error: (issue) => lineBreakMessage(issue.path?.at(-1)),
    });
/** Every address the site stores, looks up to write to, or sends to: exactly one mailbox. */
export const emailSchema = trimmed()
  .min(1, validationMessages.emailRequired)
  .max(254, validationMessages.emailInvalid)
  .regex(STRICT_EMAIL_PATTERN, validationMessages.emailInvalid)
  .refine((email) => email.indexOf('@') <= MAX_EMAIL_LOCAL_PART, validationMessages.emailInvalid);
/**
 * What a login may type: the spec's simple pattern, so that an account stored before the strict
 * rule still logs in (and can then correct its address). Nothing is sent to such an address, and
 * the server compares it exactly as typed (see emailKey in the server's users.ts).
 */
const loginEmailSchema = trimmed()
  .min(1, validationMessages.emailRequired)
  .max(254, validationMessages.emailInvalid)
  .regex(SIMPLE_EMAIL_PATTERN, validationMessages.emailInvalid);
export const passwordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, validationMessages.passwordTooShort)
  .max(1024, 'Le mot de passe est trop long.');

/**
 * Refusal of a password found in the list of the most common ones. The list itself stays on the
 * server (tens of thousands of entries the browser has no reason to download).
 */
export const commonPasswordMessage =
  'Ce mot de passe fait partie des plus courants et se devine facilement : choisissez-en un autre, par exemple une phrase de quelques mots.';

/** A user as the API returns it: never a password or its hash. */
export const userSchema = z.object({
  id: z.number().int().positive(),
  firstname: z.string(),
  lastname: z.string(),
  address: z.string().nullable(),
  email: z.string(),
  role: roleSchema,
  /** False until the owner opens the link e-mailed to the address (« non confirmé »). */
  email_confirmed: z.boolean().optional(),
  /** False once the owner has turned off the e-mails about their albums (« Mes informations »). */
  album_emails: z.boolean().optional(),
  /**
   * In the admin's list only: a client invited by the studio who has not chosen a password yet,
   * with a link still valid ('pending') or not ('expired'); null otherwise.
   */
  invitation: z.enum(['pending', 'expired']).nullable().optional(),
});
export type User = z.infer<typeof userSchema>;

/** An album (séance) as the admin screens see it, with its owner's data. */
export const albumSchema = z.object({
  id_album: z.number().int().positive(),
  id_user: z.number().int().positive(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  lien: z.string(),
  access_code: z.string(),
  date: z.string(),
  /** Last day the owner can see it (YYYY-MM-DD, studio time), or null: no end. */
  available_until: z.string().nullable(),
  /** Past its last day: the owner no longer gets it, the admin still does (« Expiré »). */
  expired: z.boolean(),
  /** When the owner first and last clicked « Consulter » (ISO instants), null until then. */
  first_opened_at: z.string().nullable(),
  last_opened_at: z.string().nullable(),
  /** Photos of its gallery on the site (the Corbeille's aside). */
  photo_count: z.number().int(),
  /** Days its photos stay after its last day before they go to the Corbeille. */
  grace_days: z.number().int(),
  /** « Mariage de Camille & Hugo »; '' when it has none (then « Album n° 4 » alone). */
  title: z.string(),
  welcome: z.string(),
  /** The kind of session it was created as (sessionKinds), or null. */
  kind: z.string().nullable(),
  /** One of its photos, with the point every crop of it keeps in view (%), or null. */
  cover_photo_id: z.string().nullable(),
  cover_focal_x: z.number(),
  cover_focal_y: z.number(),
  /** When « Vos photos sont prêtes » was last sent (ISO instant), null: never. */
  client_notified_at: z.string().nullable(),
});
export type Album = z.infer<typeof albumSchema>;

/**
 * An album in its owner's own list: the access code is called access_password there. One past its
 * last day is listed as expired, without its link nor its code (null).
 */
export const myAlbumSchema = albumSchema
  .omit({
    access_code: true,
    first_opened_at: true,
    last_opened_at: true,
    photo_count: true,
    grace_days: true,
    welcome: true,
    kind: true,
    cover_photo_id: true,
    cover_focal_x: true,
    cover_focal_y: true,
    client_notified_at: true,
  })
  .extend({ lien: z.string().nullable(), access_password: z.string().nullable() });
export type MyAlbum = z.infer<typeof myAlbumSchema>;

/** Claims of the session token (seconds since the epoch for exp). */
export const tokenClaimsSchema = z.object({
  exp: z.number(),
  role: roleSchema,
  firstname: z.string(),
  lastname: z.string(),
  address: z.string().nullable().optional(),
  email: z.string(),
  sub: z.string().optional(),
});
export type TokenClaims = z.infer<typeof tokenClaimsSchema>;

// ---- payloads (section 7) ------------------------------------------------------

export const loginPayloadSchema = z.object({
  email: loginEmailSchema,
  password: z.string().min(1, 'Le mot de passe est obligatoire.').max(1024),
});
export type LoginPayload = z.infer<typeof loginPayloadSchema>;

export const loginResponseSchema = z.object({
  message: z.string().optional(),
  [SESSION_TOKEN_KEY]: z.string().optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** Registration: checks in the spec's order; the address is spelt "adress" on the wire. */
export const registerPayloadSchema = z.object({
  firstname: nameText(validationMessages.namesRequired),
  lastname: nameText(validationMessages.namesRequired),
  email: emailSchema,
  password: passwordSchema,
  adress: trimmed().max(500).optional(),
});
export type RegisterPayload = z.infer<typeof registerPayloadSchema>;

export const resetRequestPayloadSchema = z.object({ email: emailSchema });
export type ResetRequestPayload = z.infer<typeof resetRequestPayloadSchema>;

/** The link of a confirmation e-mail, sent back by the page it opens. */
export const emailConfirmPayloadSchema = z.object({
  token: trimmed().min(1, validationMessages.tokenMissing).max(512),
});
export type EmailConfirmPayload = z.infer<typeof emailConfirmPayloadSchema>;

export const resetConfirmPayloadSchema = z.object({
  token: trimmed().min(1, validationMessages.tokenMissing).max(512),
  password: passwordSchema,
});
export type ResetConfirmPayload = z.infer<typeof resetConfirmPayloadSchema>;

/** Answer of register and both reset calls: read for data.error, error or data.message. */
export const messageResponseSchema = z.object({
  message: z.string().optional(),
  error: z.string().optional(),
  data: z.object({ message: z.string().optional(), error: z.string().optional() }).optional(),
});
export type MessageResponse = z.infer<typeof messageResponseSchema>;

const userEditableFields = {
  firstname: nameText('Le prénom est obligatoire.'),
  lastname: nameText('Le nom est obligatoire.'),
  address: trimmed().max(500).nullable().optional(),
  email: emailSchema,
};

export const userUpdatePayloadSchema = z.object({
  id: idSchema,
  ...userEditableFields,
});
export type UserUpdatePayload = z.infer<typeof userUpdatePayloadSchema>;

export const userSelfUpdatePayloadSchema = z.object({
  ...userEditableFields,
  password: passwordSchema.optional(),
  /** Required by the server when the email or the password changes: a stolen session is not enough. */
  currentPassword: z.string().min(1).max(1024).optional(),
  album_emails: z.boolean().optional(),
});
export type UserSelfUpdatePayload = z.infer<typeof userSelfUpdatePayloadSchema>;

export const userDeletePayloadSchema = z.object({ id: idSchema });

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

export const dataOf = <T extends z.ZodType>(item: T) => z.object({ data: item });
export const albumListResponseSchema = dataOf(z.array(albumSchema));
export const albumResponseSchema = dataOf(albumSchema);
export const myAlbumListResponseSchema = dataOf(z.array(myAlbumSchema));
export const userListResponseSchema = dataOf(z.array(userSchema));
export const userResponseSchema = dataOf(userSchema);

/** Error body of every failed API call. */
export const errorResponseSchema = z.object({ message: z.string() });

/** Path parameter of GET /album/{id} and GET /user/{id}. */
export const idParamsSchema = z.object({ id: idSchema });

/** Answer of PUT /user/me: a fresh token whose claims carry the new values, and the user. */
export const selfUpdateResponseSchema = z.object({
  [SESSION_TOKEN_KEY]: z.string(),
  data: userSchema,
});
export type SelfUpdateResponse = z.infer<typeof selfUpdateResponseSchema>;

// ---- personal data (RGPD, beyond the spec) -------------------------------------

/** Answer of GET /user/me/export: everything the site holds on the caller, as a JSON download. */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  user: userSchema,
  /** Every album of theirs; one past its last day keeps its dates but neither its link nor its code. */
  albums: z.array(myAlbumSchema),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/**
 * Body of DELETE /user/me: the caller confirms with their password; their albums go
 * with the account and every session of theirs is revoked.
 */
export const accountDeletePayloadSchema = z.object({
  password: z.string().min(1, 'Le mot de passe est obligatoire.').max(1024),
});
export type AccountDeletePayload = z.infer<typeof accountDeletePayloadSchema>;

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
    firstname: userEditableFields.firstname,
    lastname: userEditableFields.lastname,
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
