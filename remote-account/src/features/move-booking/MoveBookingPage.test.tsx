import * as apiClient from '@lapm/api-client' with { rstest: 'importActual' };
import { PageDataProvider } from '@lapm/api-client/page-data';
import { BOOKING_MOVE_DATA, type BookingMoveView, bookingMessages } from '@lapm/contracts';
import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { screen, waitFor } from '@testing-library/react';
import { apiMock, renderScreen } from '../../test/helpers';
import MoveBookingPage from './MoveBookingPage';

rs.mock('@lapm/api-client', () => ({ ...apiClient, api: apiMock }));
const { ApiError } = apiClient;

beforeEach(() => {
  rs.resetAllMocks();
});

const path = '/reservation/deplacer';
const early = { start: '2026-12-03T09:00:00.000Z', time: '10:00' };
const late = { start: '2026-12-03T10:00:00.000Z', time: '11:00' };
const view: BookingMoveView = {
  formula: 'solo-essentiel',
  formulaName: 'Essentiel',
  // 09:00 in Paris, winter time.
  start: '2026-12-02T08:00:00.000Z',
  minutes: 60,
  days: [{ day: '2026-12-03', slots: [early, late] }],
  problem: '',
};
/** The page as the server gives it: the booking of the link and its free times. */
const renderWith = (data: BookingMoveView) =>
  renderScreen(
    <PageDataProvider value={{ path, values: { [BOOKING_MOVE_DATA]: data } }}>
      <MoveBookingPage />
    </PageDataProvider>,
    { path, url: `${path}?token=jeton-du-lien` },
  );

describe('Move my booking', () => {
  it('moves the session to the time chosen, then says where it is now', async () => {
    apiMock.bookings.move.mockResolvedValue({
      message: bookingMessages.moved,
      data: { ...view, start: '2026-12-03T10:00:00.000Z', days: [] },
    });
    const { user } = renderWith(view);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Déplacer ma réservation');
    expect(
      screen.getByText('Votre séance Portrait Solo – Essentiel est prévue le 2 décembre 2026 à 09:00.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: '11:00' }));
    await user.click(screen.getByRole('button', { name: 'Déplacer ma séance' }));
    expect(apiMock.bookings.move).toHaveBeenCalledWith('jeton-du-lien', '2026-12-03T10:00:00.000Z');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(bookingMessages.moved));
    expect(
      screen.getByText('Votre séance Portrait Solo – Essentiel est prévue le 3 décembre 2026 à 11:00.'),
    ).toBeTruthy();
  });

  it('asks for a time, and shows a slot taken meanwhile as refused with the list as it is now', async () => {
    apiMock.bookings.move.mockRejectedValue(new ApiError(bookingMessages.slotTaken, 409));
    apiMock.bookings.moveView.mockResolvedValue({ ...view, days: [{ day: '2026-12-03', slots: [early] }] });
    const { user } = renderWith(view);
    await user.click(screen.getByRole('button', { name: 'Déplacer ma séance' }));
    expect((await screen.findByText(bookingMessages.slotInvalid)).textContent).toBe(
      bookingMessages.slotInvalid,
    );
    expect(apiMock.bookings.move).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: '11:00' }));
    await user.click(screen.getByRole('button', { name: 'Déplacer ma séance' }));
    expect((await screen.findByRole('alert')).textContent).toBe(bookingMessages.slotTaken);
    expect(screen.queryByRole('radio', { name: '11:00' })).toBeNull();
  });

  it('names a formula she created, even removed since', () => {
    renderWith({ ...view, formula: 'solo-mini-seance', formulaName: 'Mini séance' });
    expect(
      screen.getByText('Votre séance Portrait Solo – Mini séance est prévue le 2 décembre 2026 à 09:00.'),
    ).toBeTruthy();
  });

  it('says why a booking cannot move, with no form', () => {
    renderWith({ ...view, days: [], problem: bookingMessages.moveTooLate });
    expect(screen.getByText(bookingMessages.moveTooLate)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Déplacer ma séance' })).toBeNull();
  });
});
