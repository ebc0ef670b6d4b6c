import * as apiClient from '@lapm/api-client' with { rstest: 'importActual' };
import { sessionStore } from '@lapm/session';
import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { screen } from '@testing-library/react';
import { apiMock, client, deferred, renderScreen, tokenFor } from '../../test/helpers';
import EditMyInformationPage from './EditMyInformationPage';

rs.mock('@lapm/api-client', () => ({ ...apiClient, api: apiMock }));
const { ApiError } = apiClient;

beforeEach(() => {
  rs.resetAllMocks();
  sessionStore.getState().signIn(tokenFor(client));
  apiMock.users.me.mockResolvedValue({ id: 4, ...client, album_emails: true });
});
afterEach(() => sessionStore.getState().signOut());

const path = '/compte/user/edit-user';
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const save = () =>
  screen.getByRole('button', { name: /^(Enregistrer|Enregistrement\.\.\.)$/ }) as HTMLButtonElement;
const cancel = () => screen.getByRole('button', { name: 'Annuler' }) as HTMLButtonElement;
const hint = () => save().getAttribute('aria-describedby') ?? '';
const hintText = () => document.getElementById(hint())?.textContent;

describe('Edit my information', () => {
  it("starts from the session's values, Save disabled with 'Aucune modification'", () => {
    renderScreen(<EditMyInformationPage />, { path });
    expect(field('Prénom').value).toBe('Léa');
    expect(field('Nom').value).toBe('Martin');
    expect(field('Adresse (facultative)').value).toBe('3 rue de la Loge\n34000 Montpellier');
    expect(field('Email').value).toBe('lea@example.fr');
    expect(field('Nouveau mot de passe (facultatif)').value).toBe('');
    expect(field('Nouveau mot de passe (facultatif)').placeholder).toBe('Laisser vide pour ne pas changer');
    expect(save().disabled).toBe(true);
    expect(hintText()).toBe('Aucune modification');
  });

  it('gives the reason Save is disabled, on the field at fault, in order', async () => {
    const { user } = renderScreen(<EditMyInformationPage />, { path });
    // Spaces added around a value are not a change: values are compared trimmed.
    await user.type(field('Prénom'), '  ');
    expect(hintText()).toBe('Aucune modification');

    await user.clear(field('Prénom'));
    expect(save().disabled).toBe(true);
    expect(hintText()).toBe('Le prénom est obligatoire.');
    expect(field('Prénom').getAttribute('aria-invalid')).toBe('true');
    expect(field('Prénom').getAttribute('aria-describedby')).toBe(hint());
    await user.type(field('Prénom'), 'Léa');

    await user.clear(field('Email'));
    expect(hintText()).toBe("L'email est obligatoire.");
    await user.type(field('Email'), 'lea@exemple');
    expect(hintText()).toBe('Email invalide');
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    await user.type(field('Email'), '.fr');
    expect(field('Email').getAttribute('aria-invalid')).toBeNull();
    // A new email needs the current password, asked for last.
    expect(save().disabled).toBe(true);
    expect(hintText()).toBe(
      'Saisissez votre mot de passe actuel pour changer votre email ou votre mot de passe.',
    );
    expect(field('Mot de passe actuel').getAttribute('aria-invalid')).toBe('true');
    await user.type(field('Mot de passe actuel'), 'ancien-secret');
    expect(save().disabled).toBe(false);
    expect(hintText()).toBe('');
  });
});

describe('Edit my information, password', () => {
  it('asks for the current password only while the email or the password changes', async () => {
    const { user } = renderScreen(<EditMyInformationPage />, { path });
    await user.type(field('Prénom'), '-Rose');
    expect(screen.queryByLabelText('Mot de passe actuel')).toBeNull();
    expect(save().disabled).toBe(false);
    await user.type(field('Email'), 'x');
    expect(field('Mot de passe actuel').required).toBe(true);
    expect(field('Mot de passe actuel').autocomplete).toBe('current-password');
    await user.type(field('Email'), '{Backspace}');
    expect(screen.queryByLabelText('Mot de passe actuel')).toBeNull();
    await user.type(field('Nouveau mot de passe (facultatif)'), 'nouveau-secret');
    expect(screen.getByLabelText('Mot de passe actuel')).toBeTruthy();
  });

  it('counts a new password as a change, but only a long enough one', async () => {
    const { user } = renderScreen(<EditMyInformationPage />, { path });
    await user.type(field('Nouveau mot de passe (facultatif)'), 'court');
    expect(save().disabled).toBe(true);
    expect(hintText()).toBe('Le mot de passe doit contenir au moins 8 caractères.');
    await user.type(field('Nouveau mot de passe (facultatif)'), '-mais-long');
    await user.type(field('Mot de passe actuel'), 'ancien-secret');
    expect(save().disabled).toBe(false);
  });
});

describe('Edit my information, saving', () => {
  it("saves trimmed values without a password, 'Enregistrement...' and every button disabled, then back to /compte/user", async () => {
    const pending = deferred<object>();
    apiMock.users.updateMe.mockReturnValue(pending.promise);
    const { user } = renderScreen(<EditMyInformationPage />, { path });
    await user.clear(field('Nom'));
    await user.type(field('Nom'), ' Martin-Durand ');
    await user.click(save());
    expect(apiMock.users.updateMe).toHaveBeenCalledWith({
      firstname: 'Léa',
      lastname: 'Martin-Durand',
      address: '3 rue de la Loge\n34000 Montpellier',
      email: 'lea@example.fr',
    });
    expect(save().textContent).toBe('Enregistrement...');
    expect(save().disabled).toBe(true);
    expect(cancel().disabled).toBe(true);
    pending.resolve({});
    expect(await screen.findByText('Page /compte/user')).toBeTruthy();
  });

  it('sends the password when one is typed, and returns to /admin/user for an administrator', async () => {
    apiMock.users.updateMe.mockResolvedValue({});
    const { user } = renderScreen(<EditMyInformationPage />, { path: '/admin/user/edit-user' });
    await user.type(field('Nouveau mot de passe (facultatif)'), 'nouveau-secret');
    await user.type(field('Mot de passe actuel'), 'ancien-secret');
    await user.click(save());
    expect(apiMock.users.updateMe.mock.calls[0]?.[0]).toMatchObject({
      password: 'nouveau-secret',
      currentPassword: 'ancien-secret',
    });
    expect(await screen.findByText('Page /admin/user')).toBeTruthy();
  });

  it('shows a failed save in error style and keeps everything typed', async () => {
    apiMock.users.updateMe
      .mockRejectedValueOnce(new ApiError('Cet email est déjà utilisé.', 409))
      .mockRejectedValueOnce(new ApiError('Failed to fetch', null));
    const { user } = renderScreen(<EditMyInformationPage />, { path });
    await user.clear(field('Email'));
    await user.type(field('Email'), 'autre@example.fr');
    await user.type(field('Nouveau mot de passe (facultatif)'), 'nouveau-secret');
    await user.type(field('Mot de passe actuel'), 'ancien-secret');
    await user.click(save());
    expect((await screen.findByRole('alert')).textContent).toBe('Cet email est déjà utilisé.');
    expect(field('Email').value).toBe('autre@example.fr');
    expect(field('Nouveau mot de passe (facultatif)').value).toBe('nouveau-secret');
    expect(field('Mot de passe actuel').value).toBe('ancien-secret');
    expect(save().disabled).toBe(false);
    await user.click(save());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Le serveur est indisponible pour le moment. Merci de réessayer plus tard.',
    );
    expect(screen.queryByText(/^Page /)).toBeNull();
  });
});

describe('Edit my information, cancel and album e-mails', () => {
  it('Annuler goes back without saving', async () => {
    const { user } = renderScreen(<EditMyInformationPage />, { path });
    await user.click(cancel());
    expect(await screen.findByText('Page /compte/user')).toBeTruthy();
    expect(apiMock.users.updateMe).not.toHaveBeenCalled();
  });

  it('turns the album e-mails off and on, as a change of its own', async () => {
    apiMock.users.updateMe.mockResolvedValue({});
    const { user } = renderScreen(<EditMyInformationPage />, { path });
    const box = (await screen.findByRole('checkbox', {
      name: 'Me prévenir par e-mail quand mes photos sont en ligne',
    })) as HTMLInputElement;
    expect(box.checked).toBe(true);
    expect(save().disabled).toBe(true);
    await user.click(box);
    expect(save().disabled).toBe(false);
    await user.click(save());
    expect(apiMock.users.updateMe).toHaveBeenCalledWith({
      firstname: 'Léa',
      lastname: 'Martin',
      address: '3 rue de la Loge\n34000 Montpellier',
      email: 'lea@example.fr',
      album_emails: false,
    });
  });

  it('starts unticked for a client who turned them off, and leaves the choice out if it cannot be read', async () => {
    apiMock.users.me.mockResolvedValue({ id: 4, ...client, album_emails: false });
    const first = renderScreen(<EditMyInformationPage />, { path });
    expect(((await screen.findByRole('checkbox')) as HTMLInputElement).checked).toBe(false);
    first.unmount();

    apiMock.users.me.mockRejectedValue(new ApiError('Erreur HTTP 500', 500));
    apiMock.users.updateMe.mockResolvedValue({});
    const { user } = renderScreen(<EditMyInformationPage />, { path });
    await user.type(field('Prénom'), 'e');
    await user.click(save());
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(apiMock.users.updateMe.mock.calls[0]?.[0]).not.toHaveProperty('album_emails');
  });
});
