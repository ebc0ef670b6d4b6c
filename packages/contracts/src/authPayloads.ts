import { emailSchema, nameText, passwordSchema, trimmed } from './entities';
import { SESSION_TOKEN_KEY } from './session';
import { SIMPLE_EMAIL_PATTERN, validationMessages } from './validation';
import { z } from './zod';

// Logging in, registering, confirming an address and choosing a new password.

/**
 * What a login may type: the spec's simple pattern, so that an account stored before the strict
 * rule still logs in (and can then correct its address). Nothing is sent to such an address, and
 * the server compares it exactly as typed (see emailKey in the server's users.ts).
 */
const loginEmailSchema = trimmed()
  .min(1, validationMessages.emailRequired)
  .max(254, validationMessages.emailInvalid)
  .regex(SIMPLE_EMAIL_PATTERN, validationMessages.emailInvalid);
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
