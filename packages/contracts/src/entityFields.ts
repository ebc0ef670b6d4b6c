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

/** The fields the users' and albums' payloads are made of, and the shape of every answer. */

/** Ids are PostgreSQL `integer`s: a larger number is no id, and must not reach the database. */
export const MAX_ID = 2_147_483_647;
export const idSchema = z.coerce.number().int().positive().max(MAX_ID);

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

export const userEditableFields = {
  firstname: nameText('Le prénom est obligatoire.'),
  lastname: nameText('Le nom est obligatoire.'),
  address: trimmed().max(500).nullable().optional(),
  email: emailSchema,
};

export const dataOf = <T extends z.ZodType>(item: T) => z.object({ data: item });

/** Error body of every failed API call. */
export const errorResponseSchema = z.object({ message: z.string() });

/** Path parameter of GET /album/{id} and GET /user/{id}. */
export const idParamsSchema = z.object({ id: idSchema });
