import { api } from '@lapm/api-client';
import type { User } from '@lapm/contracts';
import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jerome, portraitAlbum, users } from '../../test/fixtures';
import { renderRoute } from '../../test/render';
import CreateAlbumPage from './CreateAlbumPage';
import EditAlbumPage from './EditAlbumPage';

rs.mock('@lapm/api-client', { spy: true });

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const warning = () => screen.queryByText(/n’a jamais été vérifiée/);
const inviteButton = () => screen.getByRole('button', { name: 'Envoyer une invitation à jerome@exemple.fr' });
const knowingly = () =>
  screen.getByRole('checkbox', { name: 'Attribuer quand même l’album à ce compte' }) as HTMLInputElement;

async function createFor(owner: string) {
  renderRoute(<CreateAlbumPage />, { pattern: '/admin/album/create-album' });
  await screen.findAllByRole('listitem');
  for (const [label, value] of [
    ['Date de la séance', '12/05/2025'],
    ['Lien de la galerie', 'https://galerie.exemple.fr/portrait'],
    ["Code d'accès", 'lune-7'],
    ['Numéro du client', owner],
  ]) {
    // The access code comes proposed: replaced by the one typed.
    await userEvent.clear(field(label as string));
    await userEvent.type(field(label as string), value as string);
  }
}

beforeEach(() => {
  rs.resetAllMocks();
  // Jérôme registered himself and never opened the confirmation e-mail.
  rs.mocked(api.users.clients).mockResolvedValue(users);
  rs.mocked(api.albums.create).mockResolvedValue({ message: 'Album créé.' });
});

describe('an album owner whose address was never proved', () => {
  it('is asked about, and the album goes there only once the admin confirms it', async () => {
    await createFor('12');
    expect(screen.getByRole('alert').textContent).toBe(
      'L’adresse jerome@exemple.fr n’a jamais été vérifiée : n’importe qui a pu créer ce compte à la place de votre client, et verrait l’album et son code d’accès. Envoyez-lui plutôt une invitation : seul qui reçoit les e-mails de cette adresse pourra ouvrir le compte.',
    );
    expect(knowingly().checked).toBe(false);
    await userEvent.click(knowingly());
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(api.albums.create).toHaveBeenCalledWith({
      date: '12/05/2025',
      lien: 'https://galerie.exemple.fr/portrait',
      access_code: 'lune-7',
      user_id: 12,
      available_until: null,
      confirm_unproved_owner: true,
    });
  });

  it('is offered the invitation instead; once sent, the album goes there without asking', async () => {
    rs.mocked(api.invitations.create).mockResolvedValue({
      message: 'Invitation envoyée à jerome@exemple.fr.',
      data: { user: { ...jerome, invitation: 'pending' } as User, album_id: null },
    });
    await createFor('12');
    await userEvent.click(inviteButton());
    expect(api.invitations.create).toHaveBeenCalledWith({
      firstname: 'Jérôme',
      lastname: 'Écuyer',
      email: 'jerome@exemple.fr',
    });
    const sent = await screen.findByText('Invitation envoyée à jerome@exemple.fr.');
    expect(sent.getAttribute('role')).toBe('status');
    expect(warning()).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(rs.mocked(api.albums.create).mock.calls[0]?.[0]).not.toHaveProperty('confirm_unproved_owner');
  });

  it('does not hold a confirmation given for another account', async () => {
    await createFor('12');
    await userEvent.click(knowingly());
    await userEvent.clear(field('Numéro du client'));
    await userEvent.type(field('Numéro du client'), '3');
    expect(warning()).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(rs.mocked(api.albums.create).mock.calls[0]?.[0]).toMatchObject({ user_id: 3 });
    expect(rs.mocked(api.albums.create).mock.calls[0]?.[0]).not.toHaveProperty('confirm_unproved_owner');
  });

  it('is not asked about again on the edit form of an album already theirs', async () => {
    rs.mocked(api.albums.get).mockResolvedValue(portraitAlbum);
    rs.mocked(api.adminGalleries.get).mockReturnValue(new Promise(() => {}));
    renderRoute(<EditAlbumPage />, {
      pattern: '/admin/album/edit-album/:id',
      url: '/admin/album/edit-album/31',
    });
    // The list stays folded on the edit form: the chosen client's line says the list has loaded.
    await screen.findByText(/^Album pour Jérôme Écuyer/);
    expect(field('Numéro du client').value).toBe('12');
    expect(warning()).toBeNull();
  });
});
