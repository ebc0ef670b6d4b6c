import { userSelfUpdatePayloadSchema } from '@lapm/api-client';
import { type TokenClaims, type UserSelfUpdatePayload, validationMessages } from '@lapm/contracts';
import { firstProblem } from '@lapm/forms';

export interface ProfileForm {
  firstname: string;
  lastname: string;
  address: string;
  email: string;
  /** Empty: the password stays as it is. */
  password: string;
  /** Asked for only when the email or the password changes (the server requires it then). */
  currentPassword: string;
}

export function profileFormOf(claims: TokenClaims): ProfileForm {
  return {
    firstname: claims.firstname,
    lastname: claims.lastname,
    address: claims.address ?? '',
    email: claims.email,
    password: '',
    currentPassword: '',
  };
}

/** Whether the change touches what protects the account: then the current password is asked. */
export const needsCurrentPassword = (form: ProfileForm, loaded: ProfileForm) =>
  form.password !== '' || form.email.trim().toLowerCase() !== loaded.email.trim().toLowerCase();

export type ProfileCheck =
  | { ok: true; payload: UserSelfUpdatePayload }
  | { ok: false; field: keyof ProfileForm | null; reason: string };

/** The album e-mails choice as loaded from the account and as ticked now. */
export interface AlbumEmailsChoice {
  loaded: boolean;
  current: boolean;
}

/**
 * Whether Save may be pressed, and why not (spec section 5): the shared schema's
 * checks (required names and email, email pattern shown as the hint 'Email invalide',
 * password length), then 'Aucune modification' when the trimmed values equal the
 * loaded ones and no new password was typed, then the current password when the email or the
 * password changes.
 */
export function checkProfile(
  form: ProfileForm,
  loaded: ProfileForm,
  albumEmails?: AlbumEmailsChoice,
): ProfileCheck {
  const albumEmailsChange = albumEmails && albumEmails.current !== albumEmails.loaded;
  const sensitive = needsCurrentPassword(form, loaded);
  const parsed = userSelfUpdatePayloadSchema.safeParse({
    firstname: form.firstname,
    lastname: form.lastname,
    address: form.address,
    email: form.email,
    ...(form.password ? { password: form.password } : {}),
    ...(sensitive && form.currentPassword ? { currentPassword: form.currentPassword } : {}),
    ...(albumEmailsChange ? { album_emails: albumEmails.current } : {}),
  });
  if (!parsed.success) {
    const { field, message } = firstProblem<keyof ProfileForm>(parsed.error);
    const reason = message === validationMessages.emailInvalid ? validationMessages.emailHint : message;
    return { ok: false, field, reason };
  }
  const payload = parsed.data;
  const changed =
    albumEmailsChange ||
    form.password !== '' ||
    payload.firstname !== loaded.firstname.trim() ||
    payload.lastname !== loaded.lastname.trim() ||
    (payload.address ?? '') !== loaded.address.trim() ||
    payload.email !== loaded.email.trim();
  if (!changed) return { ok: false, field: null, reason: validationMessages.noChange };
  if (sensitive && !form.currentPassword) {
    return { ok: false, field: 'currentPassword', reason: validationMessages.currentPasswordRequired };
  }
  return { ok: true, payload };
}
