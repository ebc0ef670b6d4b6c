import * as apiClient from '@lapm/api-client' with { rstest: 'importActual' };
import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { apiMock, deferred, renderScreen } from '../../test/helpers';
import RegisterPage from './RegisterPage';

rs.mock('@lapm/api-client', () => ({ ...apiClient, api: apiMock }));
const { ApiError } = apiClient;

beforeEach(() => {
  rs.resetAllMocks();
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const submitButton = () => screen.getByRole('button', { name: 'Créer mon compte' }) as HTMLButtonElement;

async function fillIn(user: ReturnType<typeof renderScreen>['user'], address = '') {
  await user.type(field('Prénom'), ' Léa ');
  await user.type(field('Nom'), 'Martin');
  await user.type(field('Email'), 'lea@example.fr ');
  await user.type(field('Mot de passe'), 'secret123');
  await user.type(field('Confirmer le mot de passe'), 'secret123');
  if (address) await user.type(field('Adresse (facultative)'), address);
  await user.click(screen.getByRole('checkbox'));
}

describe('Registration', () => {
  it('has every field, the terms in a new tab and a way back to login', () => {
    renderScreen(<RegisterPage />, { path: '/register' });
    expect(field('Email').type).toBe('email');
    expect(field('Mot de passe').type).toBe('password');
    expect(field('Adresse (facultative)').tagName).toBe('TEXTAREA');
    const terms = screen.getByRole('link', { name: /conditions générales de vente/ });
    expect(terms.getAttribute('href')).toBe('/conditions-generales-de-vente');
    expect(terms.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: "J'ai déjà un compte" }).getAttribute('href')).toBe('/login');
  });

  it('disables the button while the consent is unticked once the app runs, never in the server HTML', async () => {
    const html = renderToString(
      <MemoryRouter initialEntries={['/register']}>
        <RegisterPage />
      </MemoryRouter>,
    );
    expect(html).toContain('Créer mon compte');
    expect(html).not.toMatch(/<button[^>]*disabled[^>]*>[^<]*Créer mon compte/);

    const { user } = renderScreen(<RegisterPage />, { path: '/register' });
    expect(submitButton().disabled).toBe(true);
    await fillIn(user);
    expect(submitButton().disabled).toBe(false);
    await user.click(screen.getByRole('checkbox'));
    expect(submitButton().disabled).toBe(true);
    expect(apiMock.register).not.toHaveBeenCalled();
  });

  it('shows each validation message in order, on its field, with focus there', async () => {
    const { user } = renderScreen(<RegisterPage />, { path: '/register' });
    await user.click(screen.getByRole('checkbox'));
    const expectProblem = async (label: string, message: string) => {
      await user.click(submitButton());
      await waitFor(() => expect(document.activeElement).toBe(field(label)));
      expect(screen.getByRole('alert').textContent).toBe(message);
      expect(field(label).getAttribute('aria-invalid')).toBe('true');
    };
    await expectProblem('Prénom', 'Le prénom et le nom sont obligatoires.');
    await user.type(field('Prénom'), 'Léa');
    await expectProblem('Nom', 'Le prénom et le nom sont obligatoires.');
    await user.type(field('Nom'), 'Martin');
    await expectProblem('Email', "L'email est obligatoire.");
    await user.type(field('Email'), 'lea@example');
    await expectProblem('Email', 'Veuillez saisir une adresse email valide.');
    await user.type(field('Email'), '.fr');
    await expectProblem('Mot de passe', 'Le mot de passe doit contenir au moins 8 caractères.');
    await user.type(field('Mot de passe'), 'secret123');
    await expectProblem('Confirmer le mot de passe', 'Les mots de passe ne correspondent pas.');
    expect(apiMock.register).not.toHaveBeenCalled();
  });
});

describe('Registration submission', () => {
  it("sends trimmed values with 'adress', shows 'Création en cours...', then the server's text", async () => {
    const pending = deferred<object>();
    apiMock.register.mockReturnValue(pending.promise);
    const { user } = renderScreen(<RegisterPage />, { path: '/register' });
    await fillIn(user, '3 rue de la Loge ');
    await user.click(submitButton());
    expect(apiMock.register).toHaveBeenCalledWith({
      firstname: 'Léa',
      lastname: 'Martin',
      email: 'lea@example.fr',
      password: 'secret123',
      adress: '3 rue de la Loge',
    });
    const busy = screen.getByRole('button', { name: 'Création en cours...' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);

    pending.resolve({ message: 'Votre compte a été créé. Vous pouvez maintenant vous connecter.' });
    expect(
      await screen.findByText('Votre compte a été créé. Vous pouvez maintenant vous connecter.'),
    ).toBeTruthy();
    // Secrets, address and consent are cleared; names and email stay.
    expect(field('Mot de passe').value).toBe('');
    expect(field('Confirmer le mot de passe').value).toBe('');
    expect(field('Adresse (facultative)').value).toBe('');
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
    expect(field('Prénom').value).toBe(' Léa ');
    expect(field('Email').value).toBe('lea@example.fr');
  });

  it("leaves 'adress' out when blank, and uses the default success text", async () => {
    apiMock.register.mockResolvedValue({});
    const { user } = renderScreen(<RegisterPage />, { path: '/register' });
    await fillIn(user);
    await user.click(submitButton());
    expect(apiMock.register.mock.calls[0]?.[0]).not.toHaveProperty('adress');
    // The status region is always there: its text arrives with the answer.
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Votre compte a été créé.'));
  });
});

describe('Registration refusals', () => {
  it('shows an error string of the answer as is, with no success text, and keeps the form', async () => {
    apiMock.register.mockResolvedValue({ data: { error: 'Inscriptions fermées.' } });
    const { user } = renderScreen(<RegisterPage />, { path: '/register' });
    await fillIn(user);
    await user.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Inscriptions fermées.');
    expect(screen.getByRole('status').textContent).toBe('');
    expect(field('Mot de passe').value).toBe('secret123');
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
  });

  it('shows a refused registration as the server says it', async () => {
    apiMock.register.mockRejectedValue(new ApiError('Cet email est déjà utilisé.', 409));
    const { user } = renderScreen(<RegisterPage />, { path: '/register' });
    await fillIn(user);
    await user.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Cet email est déjà utilisé.');
    expect(field('Email').value).toBe('lea@example.fr');
  });

  it('says the server is unavailable on a network failure, and an unexpected error otherwise', async () => {
    apiMock.register
      .mockRejectedValueOnce(new ApiError('NetworkError when attempting to fetch resource.', null))
      .mockRejectedValueOnce(new RangeError('bug'));
    const { user } = renderScreen(<RegisterPage />, { path: '/register' });
    await fillIn(user);
    await user.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Le serveur est indisponible pour le moment. Merci de réessayer plus tard.',
    );
    await user.click(submitButton());
    expect((await screen.findByRole('alert')).textContent).toBe("Une erreur inattendue s'est produite.");
  });
});
