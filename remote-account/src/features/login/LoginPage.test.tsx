import * as apiClient from '@lapm/api-client' with { rstest: 'importActual' };
import { PageDataProvider } from '@lapm/api-client/page-data';
import { sessionStore } from '@lapm/session';
import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { screen, waitFor } from '@testing-library/react';
import { apiMock, client, deferred, renderScreen, tokenFor } from '../../test/helpers';
import LoginPage from './LoginPage';

rs.mock('@lapm/api-client', () => ({ ...apiClient, api: apiMock }));
const { ApiError } = apiClient;

beforeEach(() => {
  rs.resetAllMocks();
});
afterEach(() => sessionStore.getState().signOut());

const renderLogin = () => renderScreen(<LoginPage />, { path: '/login' });
const email = () => screen.getByLabelText('Email');
const password = () => screen.getByLabelText('Mot de passe');
const submit = () => screen.getByRole('button', { name: 'Se connecter' });

/** The API client stores the token of a successful login; the mock does the same. */
const loginAs = (role: 'user' | 'admin') => async () => {
  const token = tokenFor({ ...client, role });
  sessionStore.getState().signIn(token);
  return { jwtTokenClientLAPM: token };
};

describe('Login', () => {
  it('has an email input, a password input and links to registration and reset', () => {
    renderLogin();
    expect(email().getAttribute('type')).toBe('email');
    expect(password().getAttribute('type')).toBe('password');
    expect(screen.getByRole('link', { name: 'Créer un compte' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' }).getAttribute('href')).toBe(
      '/reset-password',
    );
  });

  it('is a real form that the browser can send itself to /login before the app starts', () => {
    renderLogin();
    const form = email().closest('form');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe('/login');
    expect(email().getAttribute('name')).toBe('email');
    expect(password().getAttribute('name')).toBe('password');
    expect((submit() as HTMLButtonElement).disabled).toBe(false);
  });

  it("starts from the server's answer to a login sent without the app: its message, the e-mail", () => {
    const posted = {
      outcome: { kind: 'error', text: 'Email ou mot de passe incorrect.' },
      problem: null,
      values: { email: 'lea@example.fr' },
    };
    renderScreen(
      <PageDataProvider value={{ path: '/login', values: { 'posted-form': posted } }}>
        <LoginPage />
      </PageDataProvider>,
      { path: '/login' },
    );
    expect(screen.getByRole('alert').textContent).toBe('Email ou mot de passe incorrect.');
    expect((email() as HTMLInputElement).value).toBe('lea@example.fr');
    expect((password() as HTMLInputElement).value).toBe('');
  });
});

describe('Login submission', () => {
  it('requires both fields, message on the field and focus on it, before any call', async () => {
    const { user } = renderLogin();
    await user.click(submit());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe("L'email est obligatoire."));
    expect(document.activeElement).toBe(email());
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(email().getAttribute('aria-describedby')).toContain(screen.getByRole('alert').parentElement?.id);

    await user.type(email(), 'lea@example');
    await user.click(submit());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Veuillez saisir une adresse email valide.'),
    );

    await user.type(email(), '.fr');
    await user.click(submit());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Le mot de passe est obligatoire.'),
    );
    expect(document.activeElement).toBe(password());
    expect(apiMock.login).not.toHaveBeenCalled();
  });

  it('sends the trimmed email, and sends a client to /compte', async () => {
    apiMock.login.mockImplementation(loginAs('user'));
    const { user } = renderLogin();
    await user.type(email(), '  lea@example.fr ');
    await user.type(password(), 'secret123');
    await user.click(submit());
    expect(apiMock.login).toHaveBeenCalledWith({ email: 'lea@example.fr', password: 'secret123' });
    expect(await screen.findByText('Page /compte')).toBeTruthy();
  });

  it('sends an administrator to /admin', async () => {
    apiMock.login.mockImplementation(loginAs('admin'));
    const { user } = renderLogin();
    await user.type(email(), 'anne@example.fr');
    await user.type(password(), 'secret123{Enter}');
    expect(await screen.findByText('Page /admin')).toBeTruthy();
  });
});

describe('Login feedback', () => {
  it('disables the button while the call runs', async () => {
    const pending = deferred<object>();
    apiMock.login.mockReturnValue(pending.promise);
    const { user } = renderLogin();
    await user.type(email(), 'lea@example.fr');
    await user.type(password(), 'secret123');
    await user.click(submit());
    const button = screen.getByRole('button', { name: 'Connexion en cours...' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    pending.resolve({});
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeTruthy();
  });

  it("shows the server's message under the form and keeps what was typed", async () => {
    apiMock.login.mockRejectedValue(new ApiError('Email ou mot de passe incorrect.', 401));
    const { user } = renderLogin();
    await user.type(email(), 'lea@example.fr');
    await user.type(password(), 'mauvais-mot');
    await user.click(submit());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Email ou mot de passe incorrect.'),
    );
    expect((email() as HTMLInputElement).value).toBe('lea@example.fr');
    expect((password() as HTMLInputElement).value).toBe('mauvais-mot');
  });

  it("falls back to 'Identifiants incorrects.' and 'Erreur inconnue lors de la connexion.'", async () => {
    apiMock.login.mockResolvedValueOnce({}).mockRejectedValueOnce(new Error('boom'));
    const { user } = renderLogin();
    await user.type(email(), 'lea@example.fr');
    await user.type(password(), 'secret123');
    await user.click(submit());
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Identifiants incorrects.'));
    await user.click(submit());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Erreur inconnue lors de la connexion.'),
    );
  });

  it('turns a network failure into the unavailable text', async () => {
    apiMock.login.mockRejectedValue(new ApiError('Failed to fetch', null));
    const { user } = renderLogin();
    await user.type(email(), 'lea@example.fr');
    await user.type(password(), 'secret123');
    await user.click(submit());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Le serveur est indisponible pour le moment. Merci de réessayer plus tard.',
      ),
    );
  });
});
