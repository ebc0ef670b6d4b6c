import { userUpdatePayloadSchema } from '@lapm/api-client';
import { type User, type UserUpdatePayload, validationMessages } from '@lapm/contracts';
import type { FormCheck } from '../shared/useRecordForm';

export interface UserFormValues {
  firstname: string;
  lastname: string;
  address: string;
  email: string;
}

export const userFormValues = (user: User): UserFormValues => ({
  firstname: user.firstname,
  lastname: user.lastname,
  address: user.address ?? '',
  email: user.email,
});

/**
 * Spec section 5 for the admin's user form, checked with the schema the server uses:
 * the trimmed payload, or why Save stays disabled ('Aucune modification' first, then
 * 'Email invalide', then a missing name).
 */
export function checkUserForm(user: User, values: UserFormValues): FormCheck<UserUpdatePayload> {
  const trimmed = {
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    address: values.address.trim(),
    email: values.email.trim(),
  };
  const unchanged =
    trimmed.firstname === user.firstname &&
    trimmed.lastname === user.lastname &&
    trimmed.address === (user.address ?? '') &&
    trimmed.email === user.email;
  if (unchanged) return { payload: null, problem: validationMessages.noChange };
  const parsed = userUpdatePayloadSchema.safeParse({ id: user.id, ...trimmed });
  if (parsed.success) return { payload: parsed.data, problem: null };
  const issues = parsed.error.issues;
  if (issues.some((issue) => issue.path[0] === 'email')) {
    return { payload: null, problem: validationMessages.emailHint };
  }
  // Only the names are left to fail: the inputs' maxLength keep every length within the schema.
  return { payload: null, problem: issues[0]?.message ?? validationMessages.namesRequired };
}
