import * as apiClient from '@lapm/api-client' with { rstest: 'importActual' };
import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { screen, waitFor } from '@testing-library/react';
import { apiMock, deferred, renderScreen } from '../../test/helpers';
import ConfirmEmailPage from './ConfirmEmailPage';

rs.mock('@lapm/api-client', () => ({ ...apiClient, api: apiMock }));
const { ApiError } = apiClient;

beforeEach(() => {
  rs.resetAllMocks();
});

const path = '/confirm-email';
const submit = () => screen.getByRole('button', { name: /^(Confirmer mon adresse|Envoi en cours\.\.\.)$/ });

describe('Confirm my email', () => {
  it('confirms only on a press of the button, then says so', async () => {
    const pending = deferred<object>();
    apiMock.confirmEmail.mockReturnValue(pending.promise);
    const { user } = renderScreen(<ConfirmEmailPage />, { path, url: `${path}?token=jeton-du-lien` });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Confirmer mon adresse email');
    expect(apiMock.confirmEmail).not.toHaveBeenCalled();
    await user.click(submit());
    expect(apiMock.confirmEmail).toHaveBeenCalledWith({ token: 'jeton-du-lien' });
    expect((submit() as HTMLButtonElement).disabled).toBe(true);
    pending.resolve({ message: 'Votre adresse email est confirmée. Merci !' });
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Votre adresse email est confirmée. Merci !'),
    );
    expect((submit() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Retour à la connexion' }).getAttribute('href')).toBe('/login');
  });

  it('says a link without a token is invalid, without calling the server', async () => {
    const { user } = renderScreen(<ConfirmEmailPage />, { path });
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Lien invalide : aucun token trouvé. Ouvrez le lien complet reçu par e-mail.',
    );
    expect(apiMock.confirmEmail).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a used or expired link", async () => {
    apiMock.confirmEmail.mockRejectedValue(new ApiError('Ce lien de confirmation est invalide.', 400));
    const { user } = renderScreen(<ConfirmEmailPage />, { path, url: `${path}?token=perime` });
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe('Ce lien de confirmation est invalide.');
    expect((submit() as HTMLButtonElement).disabled).toBe(false);
  });
});
