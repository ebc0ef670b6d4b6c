import { type RegisterPayload, validationMessages } from '@lapm/contracts';
import { type FieldProblem, firstProblem } from '@lapm/forms';
import { loadApiClient } from '../shared/apiClient';

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

export type RegisterCheck =
  | { ok: true; payload: RegisterPayload }
  | { ok: false; problem: FieldProblem<RegisterField> };

/**
 * The six checks of spec section 5, in its order; the first failing one is reported.
 * The shared schema does checks 1 to 4 (and the trimming: every value but the
 * passwords); confirmation and consent exist only in the browser.
 */
export async function checkRegistration(form: RegisterForm): Promise<RegisterCheck> {
  const { registerPayloadSchema } = await loadApiClient();
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
    const { field, message } = firstProblem<RegisterField | 'adress'>(parsed.error);
    return { ok: false, problem: { field: field === 'adress' ? 'address' : field, message } };
  }
  if (form.passwordConfirm !== form.password) {
    return {
      ok: false,
      problem: { field: 'passwordConfirm', message: validationMessages.passwordsDiffer },
    };
  }
  if (!form.consent) {
    return { ok: false, problem: { field: 'consent', message: validationMessages.consentRequired } };
  }
  return { ok: true, payload: parsed.data };
}
