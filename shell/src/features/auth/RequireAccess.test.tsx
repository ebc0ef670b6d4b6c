import type { Access } from '@lapm/contracts';
import { sessionStore } from '@lapm/session';
import { afterEach, describe, expect, it } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { RequireAccess } from './RequireAccess';

const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const tokenFor = (role: 'user' | 'admin', exp = Math.floor(Date.now() / 1000) + 60) =>
  `${encode({ alg: 'HS256' })}.${encode({ role, exp, firstname: 'A', lastname: 'B', email: 'a@b.fr' })}.s`;

function renderAt(access: Access) {
  render(
    <MemoryRouter initialEntries={['/protege']}>
      <Routes>
        <Route
          path="/protege"
          element={
            <RequireAccess access={access}>
              <p>écran protégé</p>
            </RequireAccess>
          }
        />
        <Route path="/login" element={<p>page de connexion</p>} />
        <Route path="/compte" element={<p>accueil client</p>} />
        <Route path="/admin" element={<p>accueil admin</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => sessionStore.getState().signOut());

describe('RequireAccess', () => {
  it('lets anyone see a public screen', () => {
    renderAt('public');
    expect(screen.getByText('écran protégé')).toBeTruthy();
  });

  it('sends a visitor without a session to /login', () => {
    renderAt('auth');
    expect(screen.getByText('page de connexion')).toBeTruthy();
  });

  it('sends an admin away from a user-only screen to the admin home', () => {
    sessionStore.getState().signIn(tokenFor('admin'));
    renderAt('user');
    expect(screen.getByText('accueil admin')).toBeTruthy();
  });

  it('sends a user away from an admin-only screen to the user home', () => {
    sessionStore.getState().signIn(tokenFor('user'));
    renderAt('admin');
    expect(screen.getByText('accueil client')).toBeTruthy();
  });

  it('shows a screen open to both roles', () => {
    sessionStore.getState().signIn(tokenFor('user'));
    renderAt('auth');
    expect(screen.getByText('écran protégé')).toBeTruthy();
  });

  it('drops a token that expired since it was stored', () => {
    sessionStore.getState().signIn(tokenFor('user'));
    const expired = tokenFor('user', Math.floor(Date.now() / 1000) - 5);
    localStorage.setItem('jwtTokenClientLAPM', expired);
    renderAt('user');
    expect(screen.getByText('page de connexion')).toBeTruthy();
    expect(localStorage.getItem('jwtTokenClientLAPM')).toBeNull();
  });
});
