import { ApiError, api } from '@lapm/api-client';
import { type Booking, bookingMessages, defaultAvailability } from '@lapm/contracts';
import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoute } from '../../test/render';
import BookingsPage from './BookingsPage';

rs.mock('@lapm/api-client', { spy: true });

const renderPage = () => renderRoute(<BookingsPage />, { pattern: '/admin/reservations' });

const pending: Booking = {
  id: 7,
  formula: 'solo-essentiel',
  formulaName: 'Essentiel',
  // 10:00 in Paris on the day of the spring change.
  start: '2026-03-29T08:00:00.000Z',
  end: '2026-03-29T09:00:00.000Z',
  firstname: 'Camille',
  lastname: 'Martin',
  email: 'camille@exemple.fr',
  phone: null,
  message: 'En extérieur.',
  status: 'en attente',
  createdAt: '2026-03-01T09:00:00.000Z',
};
const feedUrl = 'https://photo.example.fr/api/bookings/feed.ics?token=ancien';

beforeEach(() => {
  rs.resetAllMocks();
  rs.mocked(api.bookings.list).mockResolvedValue([pending]);
  rs.mocked(api.bookings.availability).mockResolvedValue({ data: defaultAvailability, feedUrl });
});

describe('BookingsPage', () => {
  it('shows a booking at its Paris time and confirms it', async () => {
    rs.mocked(api.bookings.decide).mockResolvedValue({ ...pending, status: 'confirmée' });
    renderPage();
    const card = (await screen.findByRole('heading', { level: 3, name: 'Camille Martin' })).closest(
      'li',
    ) as HTMLElement;
    expect(within(card).getByText('29/03/2026 à 10:00')).toBeTruthy();
    expect(within(card).getByText('Portrait Solo – Essentiel')).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Confirmer : Camille Martin' }));
    expect(api.bookings.decide).toHaveBeenCalledWith(7, 'confirmée');
    await waitFor(() => expect(within(card).getByText('Réservation n° 7 – confirmée')).toBeTruthy());
    expect(within(card).queryByRole('button', { name: /Refuser/ })).toBeNull();
  });

  it('shows the API’s refusal of an answer on the card', async () => {
    rs.mocked(api.bookings.decide).mockRejectedValue(new ApiError(bookingMessages.alreadyDecided, 409));
    renderPage();
    const card = (await screen.findByRole('heading', { name: 'Camille Martin' })).closest(
      'li',
    ) as HTMLElement;
    await userEvent.click(within(card).getByRole('button', { name: 'Refuser : Camille Martin' }));
    expect((await within(card).findByRole('alert')).textContent).toBe(bookingMessages.alreadyDecided);
  });

  it('saves her availability with a formula made bookable, and says at the field what is wrong', async () => {
    rs.mocked(api.bookings.saveAvailability).mockImplementation(async (data) => ({ data, feedUrl }));
    renderPage();
    await userEvent.click(await screen.findByLabelText('Portrait Solo – Essentiel : réservable en ligne'));
    const duration = screen.getByLabelText('Durée de Portrait Solo – Essentiel (minutes)');
    await userEvent.clear(duration);
    await userEvent.type(duration, '5');
    const monday = screen.getByLabelText('Lundi, à');
    await userEvent.clear(monday);
    await userEvent.type(monday, '08:00');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer les disponibilités' }));
    expect(screen.getByText(bookingMessages.durationInvalid)).toBeTruthy();
    expect(screen.getByText(bookingMessages.endBeforeStart)).toBeTruthy();
    expect(api.bookings.saveAvailability).not.toHaveBeenCalled();

    await userEvent.type(duration, '0');
    await userEvent.clear(monday);
    await userEvent.type(monday, '18:00');
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer les disponibilités' }));
    await waitFor(() => expect(screen.getByText(bookingMessages.saved)).toBeTruthy());
    expect(rs.mocked(api.bookings.saveAvailability).mock.calls[0]?.[0].formulas).toEqual([
      { formula: 'solo-essentiel', minutes: 50 },
    ]);
  });

  it('« Révoquer » shows the new address of her feed', async () => {
    rs.mocked(api.bookings.revokeFeed).mockResolvedValue(
      'https://photo.example.fr/api/bookings/feed.ics?token=neuf',
    );
    renderPage();
    const field = (await screen.findByLabelText('Adresse de votre calendrier')) as HTMLInputElement;
    expect(field.value).toBe(feedUrl);
    await userEvent.click(screen.getByRole('button', { name: 'Révoquer' }));
    await waitFor(() => expect(field.value).toContain('token=neuf'));
    expect(screen.getByText('Nouvelle adresse créée : l’ancienne ne fonctionne plus.')).toBeTruthy();
  });
});

describe('BookingsPage formula names', () => {
  it('names a formula she created, even removed since; an unknown key as is', async () => {
    const mini = {
      ...pending,
      id: 8,
      firstname: 'Léa',
      formula: 'solo-mini-seance',
      formulaName: 'Mini séance',
    };
    const lost = { ...pending, id: 9, firstname: 'Noé', formula: 'solo-inconnue', formulaName: null };
    rs.mocked(api.bookings.list).mockResolvedValue([mini, lost]);
    renderPage();
    const card = (await screen.findByRole('heading', { level: 3, name: 'Léa Martin' })).closest(
      'li',
    ) as HTMLElement;
    expect(within(card).getByText('Portrait Solo – Mini séance')).toBeTruthy();
    const unknown = screen
      .getByRole('heading', { level: 3, name: 'Noé Martin' })
      .closest('li') as HTMLElement;
    expect(within(unknown).getByText('solo-inconnue')).toBeTruthy();
  });
});
