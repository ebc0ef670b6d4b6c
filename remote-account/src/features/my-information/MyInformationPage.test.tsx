import { sessionStore } from '@lapm/session';
import { afterEach, describe, expect, it } from '@rstest/core';
import { screen } from '@testing-library/react';
import { client, renderScreen, tokenFor } from '../../test/helpers';
import { noticeState } from '../shared/notice';
import MyInformationPage from './MyInformationPage';

afterEach(() => sessionStore.getState().signOut());

describe('My information', () => {
  it('shows the claims read-only, with Modifier to the edit screen', () => {
    sessionStore.getState().signIn(tokenFor(client));
    renderScreen(<MyInformationPage />, { path: '/compte/user' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Mes informations');
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(terms).toEqual(['Prénom', 'Nom', 'Adresse', 'Email']);
    expect(values).toEqual(['Léa', 'Martin', '3 rue de la Loge\n34000 Montpellier', 'lea@example.fr']);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('link', { name: 'Modifier' }).getAttribute('href')).toBe(
      '/compte/user/edit-user',
    );
  });

  it('says when there is no address, and stays in the admin area for an administrator', () => {
    sessionStore.getState().signIn(tokenFor({ ...client, role: 'admin', address: null }));
    renderScreen(<MyInformationPage />, { path: '/admin/user' });
    expect(screen.getByText('Non renseignée')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Modifier' }).getAttribute('href')).toBe('/admin/user/edit-user');
  });

  it('announces what the last save said, such as a new address waiting for its link', async () => {
    sessionStore.getState().signIn(tokenFor(client));
    const notice = 'Un lien de confirmation a été envoyé à lea@nouvelle.fr.';
    renderScreen(<MyInformationPage />, { path: '/compte/user', state: noticeState(notice) });
    const status = await screen.findByText(notice);
    expect(status.getAttribute('role')).toBe('status');
  });
});
