import * as apiClient from '@lapm/api-client' with { rstest: 'importActual' };
import { sessionStore } from '@lapm/session';
import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { screen, waitFor } from '@testing-library/react';
import { apiMock, client, renderScreen, tokenFor } from '../../test/helpers';
import AcceptInvitationPage from './AcceptInvitationPage';

rs.mock('@lapm/api-client', () => ({ ...apiClient, api: apiMock }));
const { ApiError } = apiClient;

beforeEach(() => {
  rs.resetAllMocks();
});
afterEach(() => sessionStore.getState().signOut());

const path = '/invitation';
const password = () => screen.getByLabelText('Nouveau mot de passe') as HTMLInputElement;
const confirm = () => screen.getByLabelText('Confirmer le mot de passe') as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'Choisir mon mot de passe' }) as HTMLButtonElement;
const expiredLink =
  'Ce lien d’invitation est invalide, a déjà servi ou a expiré. Demandez un nouveau lien au studio.';

describe('Invitation page', () => {
  it('checks the password as registration does, on the fields', async () => {
    const { user } = renderScreen(<AcceptInvitationPage />, { path, url: `${path}?token=abc` });
    await user.type(password(), 'court');
    await user.click(submit());
    // The check runs once the API client's code has loaded: not within the click.
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Le mot de passe doit contenir au moins 8 caractères.',
    );
    await user.type(password(), '-mais-long');
    await user.click(submit());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Les mots de passe ne correspondent pas.'),
    );
    expect(apiMock.acceptInvitation).not.toHaveBeenCalled();
  });

  it('sends the token with the password, then the signed-in client lands on their albums', async () => {
    apiMock.acceptInvitation.mockImplementation(async () => {
      const token = tokenFor(client);
      sessionStore.getState().signIn(token);
      return { jwtTokenClientLAPM: token };
    });
    const { user } = renderScreen(<AcceptInvitationPage />, { path, url: `${path}?token=abc-123` });
    await user.type(password(), 'Chambre-Noire-34');
    await user.type(confirm(), 'Chambre-Noire-34');
    await user.click(submit());
    expect(apiMock.acceptInvitation).toHaveBeenCalledWith({ token: 'abc-123', password: 'Chambre-Noire-34' });
    expect(await screen.findByText('Page /compte/album')).toBeTruthy();
  });

  it('says a spent or expired link clearly, and how to ask the studio for a new one', async () => {
    apiMock.acceptInvitation.mockRejectedValue(new ApiError(expiredLink, 400));
    const { user } = renderScreen(<AcceptInvitationPage />, { path, url: `${path}?token=old` });
    expect(screen.queryByText(/Écrivez au studio/)).toBeNull();
    await user.type(password(), 'Chambre-Noire-34');
    await user.type(confirm(), 'Chambre-Noire-34');
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe(expiredLink);
    expect(screen.getByText(/Écrivez au studio : il vous en enverra un nouveau\./)).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Demander un nouveau lien au studio' }).getAttribute('href'),
    ).toBe('/contacts');
    expect(password().value).toBe('Chambre-Noire-34');
  });

  it('without a token: the fields are disabled and the way to a new link is shown', () => {
    renderScreen(<AcceptInvitationPage />, { path });
    expect(screen.getByRole('alert').textContent).toContain('Lien invalide ou token manquant.');
    expect(submit().disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Demander un nouveau lien au studio' })).toBeTruthy();
  });
});
