import * as apiClient from '@lapm/api-client' with { rstest: 'importActual' };
import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { screen, waitFor } from '@testing-library/react';
import { apiMock, deferred, renderScreen } from '../../test/helpers';
import ResetRequestPage from './ResetRequestPage';

rs.mock('@lapm/api-client', () => ({ ...apiClient, api: apiMock }));
const { ApiError } = apiClient;

beforeEach(() => {
  rs.resetAllMocks();
});

const email = () => screen.getByLabelText('Email') as HTMLInputElement;
const submit = () => screen.getByRole('button', { name: 'Envoyer le lien' });

describe('Password reset request', () => {
  it('checks the email, required then well-formed, with focus on the field', async () => {
    const { user } = renderScreen(<ResetRequestPage />, { path: '/reset-password' });
    expect(email().type).toBe('email');
    expect(screen.getByRole('link', { name: 'Retour à la connexion' }).getAttribute('href')).toBe('/login');
    await user.click(submit());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe("L'email est obligatoire."));
    expect(document.activeElement).toBe(email());
    await user.type(email(), 'lea@');
    await user.click(submit());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Veuillez saisir une adresse email valide.'),
    );
    expect(apiMock.requestPasswordReset).not.toHaveBeenCalled();
  });

  it("shows 'Envoi en cours...', then the server's text, and clears the email", async () => {
    const pending = deferred<object>();
    apiMock.requestPasswordReset.mockReturnValue(pending.promise);
    const { user } = renderScreen(<ResetRequestPage />, { path: '/reset-password' });
    await user.type(email(), 'lea@example.fr');
    await user.click(submit());
    expect(apiMock.requestPasswordReset).toHaveBeenCalledWith({ email: 'lea@example.fr' });
    expect((screen.getByRole('button', { name: 'Envoi en cours...' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    pending.resolve({
      message: 'Si un compte existe pour cette adresse, un e-mail vient de lui être envoyé.',
    });
    expect((await screen.findByText(/Si un compte existe/)).getAttribute('role')).toBe('status');
    expect(email().value).toBe('');
  });

  it("falls back to '📩 Demande traitée.'", async () => {
    apiMock.requestPasswordReset.mockResolvedValue({});
    const { user } = renderScreen(<ResetRequestPage />, { path: '/reset-password' });
    await user.type(email(), 'lea@example.fr{Enter}');
    expect(await screen.findByText('📩 Demande traitée.')).toBeTruthy();
  });

  it('shows an error of the answer or of the call, and keeps the email', async () => {
    apiMock.requestPasswordReset
      .mockResolvedValueOnce({ error: 'Trop de demandes.' })
      .mockRejectedValueOnce(new ApiError('Load failed', null));
    const { user } = renderScreen(<ResetRequestPage />, { path: '/reset-password' });
    await user.type(email(), 'lea@example.fr');
    await user.click(submit());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Trop de demandes.'));
    expect(screen.getByRole('status').textContent).toBe('');
    await user.click(submit());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Le serveur est indisponible pour le moment. Merci de réessayer plus tard.',
      ),
    );
    expect(email().value).toBe('lea@example.fr');
  });
});
