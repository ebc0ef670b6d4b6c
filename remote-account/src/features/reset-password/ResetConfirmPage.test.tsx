import * as apiClient from '@lapm/api-client' with { rstest: 'importActual' };
import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { screen, waitFor } from '@testing-library/react';
import { apiMock, deferred, renderScreen } from '../../test/helpers';
import ResetConfirmPage from './ResetConfirmPage';

rs.mock('@lapm/api-client', () => ({ ...apiClient, api: apiMock }));
const { ApiError } = apiClient;

beforeEach(() => {
  rs.resetAllMocks();
});

const path = '/reset-password/confirm';
const password = () => screen.getByLabelText('Nouveau mot de passe') as HTMLInputElement;
const confirm = () => screen.getByLabelText('Confirmer le mot de passe') as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'Enregistrer le mot de passe' }) as HTMLButtonElement;

describe('Password reset confirm', () => {
  it('without a token: both texts, fields and button disabled, a way to ask again', () => {
    renderScreen(<ResetConfirmPage />, { path });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(
      'Lien invalide : aucun token trouvé. Veuillez relancer une demande de réinitialisation.',
    );
    expect(alert.textContent).toContain('Lien invalide ou token manquant.');
    expect(password().disabled).toBe(true);
    expect(confirm().disabled).toBe(true);
    expect(submit().disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Faire une nouvelle demande' }).getAttribute('href')).toBe(
      '/reset-password',
    );
    expect(screen.getByRole('link', { name: 'Retour à la connexion' }).getAttribute('href')).toBe('/login');
  });

  it('checks the length, then the confirmation, on the fields', async () => {
    const { user } = renderScreen(<ResetConfirmPage />, { path, url: `${path}?token=abc` });
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(password(), 'court');
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Le mot de passe doit contenir au moins 8 caractères.',
    );
    expect(document.activeElement).toBe(password());
    await user.type(password(), '-mais-long');
    await user.click(submit());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Les mots de passe ne correspondent pas.'),
    );
    expect(document.activeElement).toBe(confirm());
    expect(apiMock.confirmPasswordReset).not.toHaveBeenCalled();
  });

  it('sends the token of the link with the password, then clears the fields', async () => {
    const pending = deferred<object>();
    apiMock.confirmPasswordReset.mockReturnValue(pending.promise);
    const { user } = renderScreen(<ResetConfirmPage />, { path, url: `${path}?token=abc-123` });
    await user.type(password(), 'nouveau-secret');
    await user.type(confirm(), 'nouveau-secret');
    await user.click(submit());
    expect(apiMock.confirmPasswordReset).toHaveBeenCalledWith({
      token: 'abc-123',
      password: 'nouveau-secret',
    });
    expect(screen.getByRole('button', { name: 'Envoi en cours...' })).toBeTruthy();
    pending.resolve({});
    expect(await screen.findByText('Votre mot de passe a été réinitialisé.')).toBeTruthy();
    expect(password().value).toBe('');
    expect(confirm().value).toBe('');
  });

  it('shows a refused link as the server says it, an unexpected error otherwise, and keeps the fields', async () => {
    apiMock.confirmPasswordReset
      .mockRejectedValueOnce(new ApiError('Ce lien de réinitialisation est invalide.', 400))
      .mockRejectedValueOnce(new SyntaxError('bug'));
    const { user } = renderScreen(<ResetConfirmPage />, { path, url: `${path}?token=abc` });
    await user.type(password(), 'nouveau-secret');
    await user.type(confirm(), 'nouveau-secret');
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe('Ce lien de réinitialisation est invalide.');
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe("Une erreur inattendue s'est produite.");
    expect(password().value).toBe('nouveau-secret');
  });
});
