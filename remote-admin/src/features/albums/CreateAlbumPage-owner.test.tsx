import { ApiError, api } from '@lapm/api-client';
import type { User } from '@lapm/contracts';
import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pending, users } from '../../test/fixtures';
import {
  complete,
  field,
  fill,
  ownerHint,
  renderPage,
  saveButton,
  saveHint,
} from './createAlbumForm.fixtures';

rs.mock('@lapm/api-client', { spy: true });

beforeEach(() => {
  rs.resetAllMocks();
  rs.mocked(api.users.clients).mockResolvedValue(users);
});

describe('CreateAlbumPage owner picker', () => {
  it('fills the owner number from a search among users, whatever the accents', async () => {
    renderPage();
    const search = screen.getByRole('searchbox', { name: 'Rechercher un client' });
    await screen.findAllByRole('listitem');
    await userEvent.type(search, 'ecuyer');
    const choices = screen.getAllByRole('listitem');
    expect(choices).toHaveLength(1);
    const jerome = within(choices[0] as HTMLElement).getByRole('button');
    // Jérôme has not opened his confirmation link: the studio sees it before choosing him.
    expect(jerome.textContent).toBe('Jérôme Écuyer · jerome@exemple.fr, non confirmé · n° 12');
    await userEvent.click(jerome);
    expect(field('Numéro du client').value).toBe('12');
    expect(jerome.getAttribute('aria-pressed')).toBe('true');
    expect(ownerHint()).toBe('Album pour Jérôme Écuyer (jerome@exemple.fr, non confirmé).');
  });

  it('finds a user by exact id and keeps the field editable', async () => {
    renderPage();
    await screen.findAllByRole('listitem');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher un client' }), '3');
    await userEvent.click(screen.getByRole('button', { name: /Léa Martin/ }));
    expect(ownerHint()).toBe('Album pour Léa Martin (lea@example.fr).');
    await fill({ owner: '99' });
    expect(ownerHint()).toBe('Aucun utilisateur ne porte ce numéro.');
    expect(screen.getByRole('button', { name: /Léa Martin/ }).getAttribute('aria-pressed')).toBe('false');
  });

  it('says when no user matches', async () => {
    renderPage();
    await screen.findAllByRole('listitem');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher un client' }), 'Dupont');
    expect(screen.getByText('Aucun utilisateur ne correspond à “Dupont”.')).toBeTruthy();
  });

  it('shows a few choices and asks to narrow a long list', async () => {
    const many: User[] = Array.from({ length: 9 }, (_, index) => ({
      id: index + 1,
      firstname: `Client${index + 1}`,
      lastname: 'Test',
      address: null,
      email: `client${index + 1}@exemple.fr`,
      role: 'user',
    }));
    rs.mocked(api.users.clients).mockResolvedValue(many);
    renderPage();
    expect(await screen.findAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByText('3 autres résultats : précisez la recherche.')).toBeTruthy();
  });

  it('announces loading, and on failure the owner number can still be typed', async () => {
    rs.mocked(api.users.clients).mockReturnValue(pending());
    const { unmount } = renderPage();
    expect(screen.getByRole('status').textContent).toBe('Chargement des utilisateurs...');
    unmount();

    rs.mocked(api.users.clients).mockRejectedValue(new ApiError('Erreur HTTP 502', 502));
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe('Erreur : Erreur HTTP 502');
    await fill(complete);
    expect(saveButton()).toHaveProperty('disabled', false);
    expect(ownerHint()).toBeUndefined();
  });
});

describe('CreateAlbumPage with a new client', () => {
  const chooseNewClient = () => userEvent.click(screen.getByRole('radio', { name: 'Nouveau client' }));
  const person = async (values: { firstname?: string; lastname?: string; email?: string }) => {
    const labels = { firstname: 'Prénom', lastname: 'Nom', email: 'Email' } as const;
    for (const [key, label] of Object.entries(labels)) {
      const value = values[key as keyof typeof labels];
      if (value !== undefined) await userEvent.type(field(label), value);
    }
  };

  it('asks for the name and e-mail instead of the picker, then sends the invitation with the album', async () => {
    rs.mocked(api.invitations.create).mockResolvedValue({
      message: 'Invitation envoyée à ines@exemple.fr.',
      data: { user: { ...users[1], id: 20 } as User, album_id: 9 },
    });
    renderPage();
    await chooseNewClient();
    expect(screen.queryByRole('searchbox', { name: 'Rechercher un client' })).toBeNull();
    await fill({ date: complete.date, lien: complete.lien, code: complete.code });
    expect(saveHint()).toBe('Le prénom est obligatoire.');
    await person({ firstname: 'Inès', lastname: 'Durand', email: 'ines@' });
    expect(saveHint()).toBe('Veuillez saisir une adresse email valide.');
    await person({ email: 'exemple.fr' });
    expect(saveHint()).toBe("Créer l'album et inviter le client");
    await userEvent.click(saveButton());
    expect(api.invitations.create).toHaveBeenCalledWith({
      firstname: 'Inès',
      lastname: 'Durand',
      email: 'ines@exemple.fr',
      album: {
        date: '12/05/2025',
        lien: 'https://galerie.exemple.fr/mariage',
        access_code: 'soleil',
        available_until: null,
      },
    });
    expect(api.albums.create).not.toHaveBeenCalled();
    expect((await screen.findByTestId('location')).textContent).toBe('/admin/album');
  });

  it('offers the existing client when the address already has an account, and keeps the form filled', async () => {
    rs.mocked(api.invitations.create).mockRejectedValue(
      new ApiError(
        'Un compte existe déjà avec cet email : choisissez ce client dans la liste plutôt que de l’inviter.',
        409,
      ),
    );
    renderPage();
    await chooseNewClient();
    await fill({ date: complete.date, lien: complete.lien, code: complete.code });
    await person({ firstname: 'Léa', lastname: 'Martin', email: 'LEA@example.fr' });
    await userEvent.click(saveButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Un compte existe déjà avec cet email : choisissez ce client dans la liste plutôt que de l’inviter.',
    );
    expect(field('Email').value).toBe('LEA@example.fr');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Choisir Léa Martin comme propriétaire' }),
    );
    expect(screen.getByRole('radio', { name: 'Client existant' })).toHaveProperty('checked', true);
    expect(field('Numéro du client').value).toBe('3');
    expect(saveHint()).toBe("Créer l'album");
  });
});
