import * as apiClient from '@lapm/api-client' with { rstest: 'importActual' };
import { paths } from '@lapm/contracts';
import { describe, expect, it, rs } from '@rstest/core';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import SoloPage from '../../exposes/Solo';

const refused = () => Promise.reject(new apiClient.ApiError('Erreur du serveur', 500));
const slots = rs.fn(refused);
rs.mock('@lapm/api-client', () => ({
  ...apiClient,
  api: {
    bookings: { slots },
    siteContent: { forPage: refused },
    placements: { forPage: refused },
  },
}));

describe('BookingSection after a navigation', () => {
  it('leaves the prices in place when the server cannot give the free slots, and asks once', async () => {
    await act(async () => {
      render(
        <MemoryRouter initialEntries={[paths.solo]}>
          <Suspense fallback={<p>Chargement</p>}>
            <SoloPage />
          </Suspense>
        </MemoryRouter>,
      );
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.getByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByRole('region', { name: /Réserver en ligne/ })).toBeNull();
    expect(slots).toHaveBeenCalledTimes(1);
  });
});
