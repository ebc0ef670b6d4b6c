import * as apiClient from '@lapm/api-client' with { rstest: 'importActual' };
import { sessionStore } from '@lapm/session';
import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { screen } from '@testing-library/react';
import { apiMock, client, renderScreen, tokenFor } from '../../test/helpers';
import UserHomePage from './UserHomePage';

rs.mock('@lapm/api-client', () => ({ ...apiClient, api: apiMock }));

beforeEach(() => {
  rs.resetAllMocks();
  sessionStore.getState().signIn(tokenFor(client));
});

describe('User home', () => {
  it('welcomes the client with the three tiles', () => {
    renderScreen(<UserHomePage />, { path: '/compte' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Bienvenue sur votre compte');
    expect(screen.getByRole('link', { name: /Mes informations/ }).getAttribute('href')).toBe('/compte/user');
    expect(screen.getByRole('link', { name: /Mes séances/ }).getAttribute('href')).toBe('/compte/album');
    expect(screen.getByRole('button', { name: /Déconnexion/ })).toBeTruthy();
  });

  // The API call itself (and its failure) is covered by the client's own logOut tests.
  it('logs out: token removed, back to /login', async () => {
    const { user } = renderScreen(<UserHomePage />, { path: '/compte' });
    await user.click(screen.getByRole('button', { name: /Déconnexion/ }));
    expect(localStorage.getItem('jwtTokenClientLAPM')).toBeNull();
    expect(sessionStore.getState().claims).toBeNull();
    expect(await screen.findByText('Page /login')).toBeTruthy();
  });
});
