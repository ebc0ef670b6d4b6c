import * as apiClient from '@lapm/api-client' with { rstest: 'importActual' };
import { bookingMessages } from '@lapm/contracts';
import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { screen, waitFor } from '@testing-library/react';
import { apiMock, deferred, renderScreen } from '../../test/helpers';
import CancelBookingPage from './CancelBookingPage';

rs.mock('@lapm/api-client', () => ({ ...apiClient, api: apiMock }));
const { ApiError } = apiClient;

beforeEach(() => {
  rs.resetAllMocks();
});

const path = '/reservation/annuler';
const submit = () => screen.getByRole('button', { name: /^(Annuler ma réservation|Envoi en cours\.\.\.)$/ });

describe('Cancel my booking', () => {
  it('cancels only on a press of the button, then says so and rests the button', async () => {
    const pending = deferred<object>();
    apiMock.bookings.cancel.mockReturnValue(pending.promise);
    const { user } = renderScreen(<CancelBookingPage />, { path, url: `${path}?token=jeton-du-mail` });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Annuler ma réservation');
    expect(apiMock.bookings.cancel).not.toHaveBeenCalled();
    await user.click(submit());
    expect(apiMock.bookings.cancel).toHaveBeenCalledWith('jeton-du-mail');
    pending.resolve({ message: bookingMessages.cancelled });
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(bookingMessages.cancelled));
    expect((submit() as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows the server's refusal of a link that no longer works, and lets her try again", async () => {
    apiMock.bookings.cancel.mockRejectedValue(new ApiError('Ce lien d’annulation est invalide.', 400));
    const { user } = renderScreen(<CancelBookingPage />, { path, url: `${path}?token=perime` });
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe('Ce lien d’annulation est invalide.');
    expect((submit() as HTMLButtonElement).disabled).toBe(false);
  });
});
