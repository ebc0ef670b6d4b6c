import * as apiClient from '@lapm/api-client' with { rstest: 'importActual' };
import { sessionStore } from '@lapm/session';
import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { apiMock, client, deferred, renderScreen, tokenFor } from '../../test/helpers';
import LoginPage from '../login/LoginPage';
import MyInformationPage from './MyInformationPage';

rs.mock('@lapm/api-client', () => ({ ...apiClient, api: apiMock }));
const { ApiError } = apiClient;

const exported = {
  exportedAt: '2026-03-01T10:00:00.000Z',
  user: { id: 4, firstname: 'Léa', lastname: 'Martin', address: null, email: 'lea@example.fr', role: 'user' },
  albums: [],
};

beforeEach(() => {
  rs.resetAllMocks();
  sessionStore.getState().signIn(tokenFor(client));
});
afterEach(() => {
  sessionStore.getState().signOut();
  rs.restoreAllMocks();
});

const path = '/compte/user';
const section = () => screen.getByRole('region', { name: 'Mes données personnelles' });
const downloadButton = () =>
  screen.getByRole('button', { name: /^(Télécharger mes données|Préparation du fichier\.\.\.)$/ });
const dialog = () => screen.getByRole('alertdialog', { name: 'Supprimer votre compte ?' });
const passwordField = () => screen.getByLabelText('Votre mot de passe, pour confirmer') as HTMLInputElement;
const confirmButton = () =>
  within(dialog()).getByRole('button', { name: /^(Supprimer définitivement|Suppression\.\.\.)$/ });

describe('My personal data', () => {
  it('offers the copy and the deletion to a client, only the copy to an administrator', () => {
    const { unmount } = renderScreen(<MyInformationPage />, { path });
    expect(within(section()).getByRole('heading', { level: 2 }).textContent).toBe('Mes données personnelles');
    expect(within(section()).getByRole('button', { name: 'Télécharger mes données' })).toBeTruthy();
    expect(within(section()).getByRole('button', { name: 'Supprimer mon compte' })).toBeTruthy();
    unmount();

    sessionStore.getState().signIn(tokenFor({ ...client, role: 'admin' }));
    renderScreen(<MyInformationPage />, { path: '/admin/user' });
    expect(within(section()).getByRole('button', { name: 'Télécharger mes données' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Supprimer mon compte' })).toBeNull();
  });

  it('saves the API answer as mes-donnees-lapm.json, the button busy meanwhile', async () => {
    const pending = deferred<typeof exported>();
    apiMock.users.exportMe.mockReturnValue(pending.promise);
    const blobs: Blob[] = [];
    rs.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:mes-donnees';
    });
    const revoked = rs.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: HTMLAnchorElement[] = [];
    rs.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const { user } = renderScreen(<MyInformationPage />, { path });

    await user.click(downloadButton());
    expect(downloadButton().textContent).toBe('Préparation du fichier...');
    expect((downloadButton() as HTMLButtonElement).disabled).toBe(true);
    pending.resolve(exported);

    const done = await screen.findByText('Vos données ont été téléchargées.');
    expect(done.getAttribute('role')).toBe('status');
    expect(downloadButton().textContent).toBe('Télécharger mes données');
    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.download).toBe('mes-donnees-lapm.json');
    expect(clicked[0]?.getAttribute('href')).toBe('blob:mes-donnees');
    expect(blobs[0]?.type).toBe('application/json');
    expect(JSON.parse(await (blobs[0] as Blob).text())).toEqual(exported);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(revoked).toHaveBeenCalledWith('blob:mes-donnees');
  });

  it('says why the copy failed, in French', async () => {
    apiMock.users.exportMe.mockRejectedValue(new ApiError('Failed to fetch', null));
    const { user } = renderScreen(<MyInformationPage />, { path });
    await user.click(downloadButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Le serveur est indisponible pour le moment. Merci de réessayer plus tard.',
    );
  });
});

describe('Deleting my account', () => {
  it('asks for the password in a dialog, and requires it before any call', async () => {
    const { user } = renderScreen(<MyInformationPage />, { path });
    await user.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    expect(dialog().textContent).toContain('seront supprimés définitivement');
    // The safe choice has the focus.
    expect(document.activeElement?.textContent).toBe('Annuler');
    expect(passwordField().type).toBe('password');

    await user.click(confirmButton());
    expect(within(dialog()).getByRole('alert').textContent).toBe('Le mot de passe est obligatoire.');
    expect(passwordField().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(passwordField());
    expect(apiMock.users.deleteMe).not.toHaveBeenCalled();
  });

  it("shows the server's refusal in the dialog and keeps the password; Annuler forgets it", async () => {
    apiMock.users.deleteMe.mockRejectedValue(
      new ApiError("Mot de passe incorrect : votre compte n'a pas été supprimé.", 403),
    );
    const { user } = renderScreen(<MyInformationPage />, { path });
    await user.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    await user.type(passwordField(), 'pas-le-bon');
    await user.click(confirmButton());

    expect((await within(dialog()).findByRole('alert')).textContent).toBe(
      "Mot de passe incorrect : votre compte n'a pas été supprimé.",
    );
    expect(passwordField().value).toBe('pas-le-bon');
    expect(confirmButton().textContent).toBe('Supprimer définitivement');
    expect(sessionStore.getState().claims).not.toBeNull();

    await user.click(within(dialog()).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    expect(passwordField().value).toBe('');
    expect(within(dialog()).queryByRole('alert')).toBeNull();
  });
});

describe('Deleting my account, confirmed', () => {
  it('deletes once on Enter, logs out and lands on /login with the confirmation', async () => {
    const pending = deferred<object>();
    apiMock.users.deleteMe.mockReturnValue(pending.promise);
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={<MyInformationPage />} />
          <Route path="/login" element={<LoginPage />} />
        </Routes>
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Supprimer mon compte' }));
    await user.type(passwordField(), ' mon mot de passe {Enter}');
    expect(confirmButton().textContent).toBe('Suppression...');
    await user.click(confirmButton());
    expect(apiMock.users.deleteMe).toHaveBeenCalledTimes(1);
    // The password is sent as typed: spaces are part of it.
    expect(apiMock.users.deleteMe).toHaveBeenCalledWith({ password: ' mon mot de passe ' });

    pending.resolve({ message: 'Votre compte et vos séances ont été supprimés.' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeTruthy();
    // The session is forgotten in the screen's unmount cleanup, which may run after the next screen shows.
    await waitFor(() => expect(sessionStore.getState().claims).toBeNull());
    expect(localStorage.getItem('jwtTokenClientLAPM')).toBeNull();
    // Written into the login screen's status region after it is on the page, to be announced.
    const notice = await screen.findByText(
      'Votre compte et vos séances ont été supprimés. Merci de votre confiance.',
    );
    expect(notice).toBe(screen.getByRole('status'));
  });
});
