import { ApiError, api } from '@lapm/api-client';
import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, lea, pending } from '../../test/fixtures';
import { renderRoute } from '../../test/render';
import EditUserPage from './EditUserPage';

rs.mock('@lapm/api-client', { spy: true });

const pattern = '/admin/all-user-systeme/edit-user/:id';
const renderPage = (id = '3') =>
  renderRoute(<EditUserPage />, { pattern, url: `/admin/all-user-systeme/edit-user/${id}` });
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const saveButton = () => screen.getByRole('button', { name: 'Enregistrer' });
/** The text a screen reader reads with the Save button. */
const saveHint = () => {
  const id = saveButton().getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

async function renderLoaded() {
  renderPage();
  await screen.findByLabelText('Prénom');
}

async function retype(label: string, value: string) {
  await userEvent.clear(field(label));
  if (value) await userEvent.type(field(label), value);
}

beforeEach(() => {
  rs.resetAllMocks();
  rs.mocked(api.users.get).mockResolvedValue(lea);
});

describe('EditUserPage loading', () => {
  it("says 'ID utilisateur manquant.' without an id, or with one that is not an id", () => {
    renderRoute(<EditUserPage />, { pattern: '/admin/all-user-systeme/edit-user' });
    expect(screen.getByRole('alert').textContent).toBe('ID utilisateur manquant.');
    expect(api.users.get).not.toHaveBeenCalled();
  });

  it.each(['abc', '0', '2.5'])('treats %s as a missing id', (id) => {
    renderPage(id);
    expect(screen.getByRole('alert').textContent).toBe('ID utilisateur manquant.');
  });

  it('announces loading, then fills the form with the user', async () => {
    const answer = deferred<typeof lea>();
    rs.mocked(api.users.get).mockReturnValue(answer.promise);
    renderPage();
    expect(screen.getByRole('status').textContent).toBe('Chargement des données utilisateur...');
    answer.resolve(lea);
    expect((await screen.findByLabelText('Prénom')) as HTMLInputElement).toHaveProperty('value', 'Léa');
    expect(api.users.get).toHaveBeenCalledWith(3);
    expect(field('Nom').value).toBe('Martin');
    expect(field('Email').value).toBe('lea@example.fr');
    expect(field('Adresse (facultative)').value).toBe(lea.address);
    expect(screen.getByText('Client')).toBeTruthy();
  });

  it("says 'Utilisateur introuvable.' for an unknown id", async () => {
    rs.mocked(api.users.get).mockRejectedValue(new ApiError('Utilisateur introuvable.', 404));
    renderPage('99');
    expect((await screen.findByRole('alert')).textContent).toBe('Utilisateur introuvable.');
  });

  it('shows any other failure in error style', async () => {
    rs.mocked(api.users.get).mockRejectedValue(new ApiError('Failed to fetch', null));
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch');
    expect(screen.queryByRole('button', { name: 'Enregistrer' })).toBeNull();
  });

  it('keeps the link back to the list', () => {
    rs.mocked(api.users.get).mockReturnValue(pending());
    renderPage();
    expect(
      screen.getByRole('link', { name: /Retour à la liste des utilisateurs/ }).getAttribute('href'),
    ).toBe('/admin/all-user-systeme');
  });
});

describe('EditUserPage rules', () => {
  it("disables Save with 'Aucune modification' until something changes", async () => {
    await renderLoaded();
    expect(saveButton()).toHaveProperty('disabled', true);
    expect(saveHint()).toBe('Aucune modification');
    await userEvent.type(field('Prénom'), '-Rose');
    expect(saveButton()).toHaveProperty('disabled', false);
    expect(saveHint()).toBeUndefined();
  });

  it('does not count spaces around a value as a change', async () => {
    await renderLoaded();
    await userEvent.type(field('Nom'), '   ');
    expect(saveHint()).toBe('Aucune modification');
  });

  it("disables Save with 'Email invalide' for an address that is not text@text.text", async () => {
    await renderLoaded();
    await retype('Email', 'lea@example');
    expect(saveButton()).toHaveProperty('disabled', true);
    expect(saveHint()).toBe('Email invalide');
    await retype('Email', '');
    expect(saveHint()).toBe('Email invalide');
  });

  it('requires the first and last names', async () => {
    await renderLoaded();
    await retype('Prénom', '   ');
    expect(saveButton()).toHaveProperty('disabled', true);
    expect(saveHint()).toBe('Le prénom est obligatoire.');
    await retype('Prénom', 'Léa');
    await retype('Nom', '');
    expect(saveHint()).toBe('Le nom est obligatoire.');
  });

  it('lets the address be emptied', async () => {
    rs.mocked(api.users.update).mockResolvedValue({});
    await renderLoaded();
    await retype('Adresse (facultative)', '');
    await userEvent.click(saveButton());
    expect(api.users.update).toHaveBeenCalledWith(expect.objectContaining({ address: '' }));
  });
});

describe('EditUserPage saving', () => {
  it("sends trimmed fields, shows 'Enregistrement...' with every button disabled, then goes back to the list", async () => {
    const answer = deferred<Record<string, never>>();
    rs.mocked(api.users.update).mockReturnValue(answer.promise);
    await renderLoaded();
    await retype('Prénom', '  Léa-Rose ');
    await retype('Email', ' lea.rose@example.fr ');
    await userEvent.click(saveButton());

    expect(api.users.update).toHaveBeenCalledWith({
      id: 3,
      firstname: 'Léa-Rose',
      lastname: 'Martin',
      address: lea.address,
      email: 'lea.rose@example.fr',
    });
    const saving = screen.getByRole('button', { name: 'Enregistrement...' });
    expect(saving).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Supprimer' })).toHaveProperty('disabled', true);

    answer.resolve({});
    expect((await screen.findByTestId('location')).textContent).toBe('/admin/all-user-systeme');
  });

  it('keeps what was typed and shows the message when the save fails', async () => {
    rs.mocked(api.users.update).mockRejectedValue(new ApiError('Un compte existe déjà avec cet email.', 409));
    await renderLoaded();
    await retype('Email', 'anne@lapm.fr');
    await userEvent.click(saveButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Un compte existe déjà avec cet email.');
    expect(field('Email').value).toBe('anne@lapm.fr');
    expect(saveButton()).toHaveProperty('disabled', false);
  });

  it('submits with Enter, once', async () => {
    rs.mocked(api.users.update).mockReturnValue(pending());
    await renderLoaded();
    await userEvent.type(field('Nom'), 'e{Enter}{Enter}');
    expect(api.users.update).toHaveBeenCalledTimes(1);
  });
});

describe('EditUserPage deletion', () => {
  it('asks first, and Annuler deletes nothing', async () => {
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    const dialog = screen.getByRole('alertdialog');
    expect(within(dialog).getByText('Êtes-vous sûr de vouloir supprimer cet utilisateur ?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.users.remove).not.toHaveBeenCalled();
  });

  it('deletes after confirmation and goes back to the list', async () => {
    rs.mocked(api.users.remove).mockResolvedValue({ message: 'Utilisateur supprimé.' });
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }));
    expect(api.users.remove).toHaveBeenCalledWith(3);
    expect((await screen.findByTestId('location')).textContent).toBe('/admin/all-user-systeme');
  });

  it("shows the server's refusal (an admin deleting their own account) and stays", async () => {
    rs.mocked(api.users.remove).mockRejectedValue(
      new ApiError('Vous ne pouvez pas supprimer votre propre compte.', 409),
    );
    await renderLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Vous ne pouvez pas supprimer votre propre compte.',
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Supprimer' })).toHaveProperty('disabled', false),
    );
    expect(field('Prénom').value).toBe('Léa');
  });
});
