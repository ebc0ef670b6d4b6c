import type { RegisterForm } from '@lapm/contracts';
import { fieldOf } from '@lapm/forms';
import { loadApiClient } from '../shared/apiClient';

export type { RegisterField, RegisterForm } from '@lapm/contracts';

/** The registration as typed, from the form's data (input names are the fields' names). */
export function registerFormOf(data: FormData): RegisterForm {
  return {
    firstname: fieldOf(data, 'firstname'),
    lastname: fieldOf(data, 'lastname'),
    email: fieldOf(data, 'email'),
    password: fieldOf(data, 'password'),
    passwordConfirm: fieldOf(data, 'passwordConfirm'),
    address: fieldOf(data, 'address'),
    consent: data.get('consent') === 'on',
  };
}

/** The six checks of spec section 5, in its order, as the server makes them (contracts). */
export async function checkRegistration(form: RegisterForm) {
  const { checkRegisterForm } = await loadApiClient();
  return checkRegisterForm(form);
}
