import { SESSION_TOKEN_KEY } from './session';
import {
  controlCharacterMessage,
  hasControlCharacter,
  hasLineBreak,
  lineBreakMessage,
  MAX_EMAIL_LOCAL_PART,
  MIN_PASSWORD_LENGTH,
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
