import { describe, expect, it } from '@rstest/core';
import { issueInvitation } from '../api/invitations/repository';
import { formSite } from '../testing/form-site';
import { addUser, call } from '../testing/server';

/** The forms of a link from an e-mail (reset, invitation) posted without the app, as in forms.test.ts. */
const { server, post } = formSite();

describe('the password reset forms without the app', () => {
  it('answers the request the same way for any address, clears it, and applies the limit per account', async () => {
    const user = await addUser(server());
    for (let i = 0; i < 3; i++) {
      const { response, posted } = await post('/reset-password', { email: user.email });
      expect(response.status).toBe(200);
      expect(posted).toEqual({
        outcome: {
          kind: 'success',
          text: 'Si un compte existe pour cette adresse, un e-mail de réinitialisation vient de lui être envoyé.',
        },
        problem: null,
        values: {},
      });
    }
    const { response, posted } = await post('/reset-password', { email: user.email });
    expect(response.status).toBe(429);
    expect(posted?.outcome?.text).toMatch(/^Trop de demandes de réinitialisation\./);
    expect(posted?.values).toEqual({ email: user.email });
  });

  it('refuses a link that is no longer valid on the page of the link', async () => {
    const { response, posted, path } = await post('/reset-password/confirm', {
      token: 'inconnu',
      password: 'nouveau-mdp-1',
      passwordConfirm: 'nouveau-mdp-1',
    });
    expect(response.status).toBe(400);
    expect(path).toBe('/reset-password/confirm');
    expect(posted?.outcome?.text).toBe(
      'Ce lien de réinitialisation est invalide, a déjà servi ou a expiré. Veuillez relancer une demande.',
    );
  });
});

describe('the invitation form without the app', () => {
  it('sets the password and signs the client in: 303 to their albums with both cookies', async () => {
    const user = await addUser(server());
    const link = await issueInvitation(server().app.db, user.id, new Date(), 'https://photo.example.fr');
    const token = new URL(link).searchParams.get('token') ?? '';
    const { response } = await post('/invitation', {
      token,
      password: 'Chambre-Noire-34',
      passwordConfirm: 'Chambre-Noire-34',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/compte/album');
    const cookies = response.headers.getSetCookie();
    expect(cookies.some((cookie) => cookie.startsWith('lapm_display='))).toBe(true);
    const session = cookies.find((cookie) => cookie.startsWith('lapm_session='));
    expect((await call(server(), 'GET', '/album/my', { cookie: session?.split(';')[0] })).status).toBe(200);
  });

  it('checks the confirmation, and refuses a spent link on the page of the link', async () => {
    const differ = await post('/invitation', {
      token: 'abc',
      password: 'Chambre-Noire-34',
      passwordConfirm: 'autre',
    });
    expect(differ.response.status).toBe(400);
    expect(differ.posted?.problem).toEqual({
      field: 'passwordConfirm',
      message: 'Les mots de passe ne correspondent pas.',
    });
    const { response, posted, path } = await post('/invitation', {
      token: 'inconnu',
      password: 'Chambre-Noire-34',
      passwordConfirm: 'Chambre-Noire-34',
    });
    expect(response.status).toBe(400);
    expect(path).toBe('/invitation');
    expect(posted?.outcome?.text).toBe(
      'Ce lien d’invitation est invalide, a déjà servi ou a expiré. Demandez un nouveau lien au studio.',
    );
  });
});
