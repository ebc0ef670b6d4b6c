import type { TokenClaims } from '@lapm/contracts';
import { rs } from '@rstest/core';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/**
 * Stand-in for the `api` object of @lapm/api-client. Test files replace the module with
 * the real one whose `api` is this object, so ApiError and describeFailure stay real:
 *   rs.mock('@lapm/api-client', async () => ({
 *     ...(await rs.importActual('@lapm/api-client')),
 *     api: (await import('../../test/helpers')).apiMock,
 *   }));
 */
export const apiMock = {
  login: rs.fn(),
  logout: rs.fn(),
  register: rs.fn(),
  requestPasswordReset: rs.fn(),
  confirmPasswordReset: rs.fn(),
  confirmEmail: rs.fn(),
  acceptInvitation: rs.fn(),
  bookings: { moveView: rs.fn(), move: rs.fn(), cancel: rs.fn() },
  albums: {
    mine: rs.fn(),
    reportOpened: rs.fn(),
    openedPingUrl: rs.fn((id: number) => `/api/album/${id}/opened`),
  },
  galleries: {
    get: rs.fn(),
    access: rs.fn(),
    accessByCode: rs.fn(),
    nameGuest: rs.fn(),
    setHidden: rs.fn(),
    setFavourite: rs.fn(),
    sendSelection: rs.fn(),
    giveDownloadPin: rs.fn(),
  },
  users: { me: rs.fn(), updateMe: rs.fn(), exportMe: rs.fn(), deleteMe: rs.fn() },
};

/**
 * A call that gets past `apiMock` (the client's own logOut calls its real `api`) is answered here
 * with an empty object. Every test file of this app imports these helpers, so none of them sends a
 * request to a port it did not start.
 */
rs.stubGlobal('fetch', async () => Response.json({}));

const base64url = (value: object) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** A token shaped like the server's (the browser never checks the signature). */
export function tokenFor(claims: Omit<TokenClaims, 'exp'>): string {
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return `${base64url({ alg: 'HS256' })}.${base64url({ ...claims, exp })}.signature`;
}

export const client: Omit<TokenClaims, 'exp'> = {
  role: 'user',
  firstname: 'Léa',
  lastname: 'Martin',
  address: '3 rue de la Loge\n34000 Montpellier',
  email: 'lea@example.fr',
};

/** Shows where the screen navigated to. */
function Elsewhere() {
  return <p>Page {useLocation().pathname}</p>;
}

/**
 * Renders a screen at `url` under the route `path` (with the history `state` a previous screen
 * left); any other path shows "Page {path}", so that a test can see where the screen sent the visitor.
 */
export function renderScreen(
  screen: ReactElement,
  { path, url = path, state }: { path: string; url?: string; state?: unknown },
) {
  const user = userEvent.setup();
  const result = render(
    <MemoryRouter initialEntries={[state === undefined ? url : { pathname: url, state }]}>
      <Routes>
        <Route path={path} element={screen} />
        <Route path="*" element={<Elsewhere />} />
      </Routes>
    </MemoryRouter>,
  );
  return { user, ...result };
}

/** A promise the test settles itself, to look at a screen while a call is pending. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
