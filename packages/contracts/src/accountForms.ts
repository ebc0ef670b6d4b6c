import type { z } from 'zod';
import {
  type RegisterPayload,
  type ResetConfirmPayload,
  registerPayloadSchema,
  resetConfirmPayloadSchema,
} from './entities';
import { validationMessages } from './validation';

/**
 * The account forms as the visitor fills them in, field by field under the names of their
 * inputs: the browser's app and the server (for a form the browser sent itself, before or
 * without the app) check them with these same functions, so both refuse the same input with
 * the same French message, on the same field.
 */
export interface FieldProblemOf<F extends string> {
  field: F;
  message: string;
}

export type FormCheck<P, F extends string> =
  | { ok: true; payload: P }
  | { ok: false; problem: FieldProblemOf<F> };

/** The first issue of a failed parse: issues follow the schema's field order, which is the spec's. */
const firstIssue = (error: z.ZodError) => ({
  field: String(error.issues[0]?.path[0]),
  message: error.issues[0]?.message ?? '',
});

export type RegisterField =
  | 'firstname'
  | 'lastname'
  | 'email'
  | 'password'
  | 'passwordConfirm'
  | 'address'
  | 'consent';

export interface RegisterForm {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  passwordConfirm: string;
  address: string;
  consent: boolean;
}

/**
 * The six checks of spec section 5, in its order; the first failing one is reported. The API's
 * schema does checks 1 to 4 (and the trimming: every value but the passwords); confirmation and
 * consent belong to the form.
 */
export function checkRegisterForm(form: RegisterForm): FormCheck<RegisterPayload, RegisterField> {
  const address = form.address.trim();
  const parsed = registerPayloadSchema.safeParse({
    firstname: form.firstname,
    lastname: form.lastname,
    email: form.email,
    password: form.password,
    // "adress" (sic, the API's spelling) is sent only when filled in.
    ...(address ? { adress: address } : {}),
  });
  if (!parsed.success) {
    const { field, message } = firstIssue(parsed.error);
    return {
      ok: false,
      problem: { field: (field === 'adress' ? 'address' : field) as RegisterField, message },
    };
  }
  if (form.passwordConfirm !== form.password) {
    return { ok: false, problem: { field: 'passwordConfirm', message: validationMessages.passwordsDiffer } };
  }
  if (!form.consent) {
    return { ok: false, problem: { field: 'consent', message: validationMessages.consentRequired } };
  }
  return { ok: true, payload: parsed.data };
}

export type ResetConfirmField = 'token' | 'password' | 'passwordConfirm';

export interface ResetConfirmForm {
  token: string;
  password: string;
  passwordConfirm: string;
}

/** The new password of a reset link: the API's checks, then the confirmation (spec section 5). */
export function checkResetConfirmForm(
  form: ResetConfirmForm,
): FormCheck<ResetConfirmPayload, ResetConfirmField> {
  const parsed = resetConfirmPayloadSchema.safeParse({ token: form.token, password: form.password });
  if (!parsed.success) {
    const { field, message } = firstIssue(parsed.error);
    return { ok: false, problem: { field: field as ResetConfirmField, message } };
  }
  if (form.passwordConfirm !== form.password) {
    return { ok: false, problem: { field: 'passwordConfirm', message: validationMessages.passwordsDiffer } };
  }
  return { ok: true, payload: parsed.data };
}
