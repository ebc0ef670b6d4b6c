import { paths } from '@lapm/contracts';
import { afterEach, describe, expect, it } from '@rstest/core';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import SoloPage from '../../exposes/Solo';

const realFetch = globalThis.fetch;
const asked: string[] = [];
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** The API refuses every read: the page's route loader runs through it after a navigation. */
function refuseEverything() {
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(new Request(input, init).url);
    asked.push(`${url.pathname}${url.search}`);
    return new Response(JSON.stringify({ message: 'Erreur du serveur' }), {
      status: 500,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
}

describe('BookingSection after a navigation', () => {
  it('leaves the prices in place when the server cannot give the free slots, and asks once', async () => {
    refuseEverything();
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
    expect(asked.filter((url) => url.endsWith('/bookings/slots?service=solo'))).toHaveLength(1);
  });
});
