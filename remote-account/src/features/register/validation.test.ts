import { describe, expect, it } from '@rstest/core';
import { checkRegistration, type RegisterForm } from './validation';

const valid: RegisterForm = {
  firstname: '  Léa ',
  lastname: ' Martin',
  email: ' lea@example.fr ',
  password: ' secret123 ',
  passwordConfirm: ' secret123 ',
  address: '',
  consent: true,
};

describe('checkRegistration', () => {
  it('reports the six checks in the order of the spec, one at a time', async () => {
    // Everything wrong at first; each step expects one message, then makes the next change.
    let form: RegisterForm = {
      firstname: '   ',
      lastname: '',
      email: ' ',
      password: 'court',
      passwordConfirm: 'autre',
      address: '',
      consent: false,
    };
    const steps: Array<[string, string, Partial<RegisterForm>]> = [
      ['firstname', 'Le prénom et le nom sont obligatoires.', { firstname: 'Léa' }],
      ['lastname', 'Le prénom et le nom sont obligatoires.', { lastname: 'Martin' }],
      ['email', "L'email est obligatoire.", { email: 'lea@example' }],
      ['email', 'Veuillez saisir une adresse email valide.', { email: 'lea@example.fr' }],
      ['password', 'Le mot de passe doit contenir au moins 8 caractères.', { password: 'secret123' }],
      ['passwordConfirm', 'Les mots de passe ne correspondent pas.', { passwordConfirm: 'secret123' }],
      [
        'consent',
        'Vous devez accepter les CGV et le traitement de vos données personnelles pour créer un compte.',
        { consent: true },
      ],
    ];
    for (const [field, message, change] of steps) {
      expect(await checkRegistration(form)).toEqual({ ok: false, problem: { field, message } });
      form = { ...form, ...change };
    }
    expect((await checkRegistration(form)).ok).toBe(true);
  });

  it('trims every value but the passwords, and sends "adress" only when filled in', async () => {
    expect(await checkRegistration(valid)).toEqual({
      ok: true,
      payload: { firstname: 'Léa', lastname: 'Martin', email: 'lea@example.fr', password: ' secret123 ' },
    });
    const withAddress = await checkRegistration({
      ...valid,
      address: '  3 rue de la Loge\n34000 Montpellier  ',
    });
    expect(withAddress.ok && withAddress.payload.adress).toBe('3 rue de la Loge\n34000 Montpellier');
    const blankAddress = await checkRegistration({ ...valid, address: '   ' });
    expect(blankAddress.ok && 'adress' in blankAddress.payload).toBe(false);
  });
});
