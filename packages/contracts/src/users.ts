import { myAlbumSchema } from './albums';
import {
  dataOf,
  emailSchema,
  idSchema,
  nameText,
  passwordSchema,
  roleSchema,
  trimmed,
  userEditableFields,
} from './entityFields';
import { SESSION_TOKEN_KEY } from './session';
import { SIMPLE_EMAIL_PATTERN, validationMessages } from './validation';
import { z } from './zod';

/** The site's users: who they are, how they log in, register and edit their account, and what they may take away. */

/**
 * What a login may type: the spec's simple pattern, so that an account stored before the strict
 * rule still logs in (and can then correct its address). Nothing is sent to such an address, and
 * the server compares it exactly as typed (see emailKey in the server's users.ts).
 */
const loginEmailSchema = trimmed()
  .min(1, validationMessages.emailRequired)
  .max(254, validationMessages.emailInvalid)
  .regex(SIMPLE_EMAIL_PATTERN, validationMessages.emailInvalid);

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

export const userListResponseSchema = dataOf(z.array(userSchema));
export const userResponseSchema = dataOf(userSchema);

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
