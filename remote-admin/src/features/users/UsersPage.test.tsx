import { ApiError, api } from '@lapm/api-client';
import type { User } from '@lapm/contracts';
import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lea, pending, users } from '../../test/fixtures';
import { renderRoute } from '../../test/render';
import UsersPage from './UsersPage';

rs.mock('@lapm/api-client', { spy: true });

const renderPage = () => renderRoute(<UsersPage />, { pattern: '/admin/all-user-systeme' });
const cardTitles = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

async function search(term: string) {
  await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher un utilisateur' }), term);
}

beforeEach(() => {
  rs.resetAllMocks();
});

describe('UsersPage states', () => {
  it('announces loading', () => {
    rs.mocked(api.users.list).mockReturnValue(pending());
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Gestion des utilisateurs');
    expect(screen.getByRole('status').textContent).toBe('Chargement des utilisateurs...');
  });

  it("shows 'Erreur : {message}' instead of the list", async () => {
    rs.mocked(api.users.list).mockRejectedValue(new ApiError('Erreur HTTP 500', 500));
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe('Erreur : Erreur HTTP 500');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('says when there is no user at all', async () => {
    rs.mocked(api.users.list).mockResolvedValue([]);
    renderPage();
    expect((await screen.findByRole('status')).textContent).toBe("Aucun utilisateur pour l'instant.");
  });

  it('shows one card per user with id, names, email, role and Modifier', async () => {
    rs.mocked(api.users.list).mockResolvedValue(users);
    renderPage();
    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const lea = cards[1] as HTMLElement;
    expect(within(lea).getByRole('heading', { level: 2 }).textContent).toBe('Léa Martin');
    expect(within(lea).getByText('Utilisateur n° 3')).toBeTruthy();
    expect(within(lea).getByText('lea@example.fr')).toBeTruthy();
    expect(within(lea).getByText('Client')).toBeTruthy();
    expect(within(lea).queryByText('non confirmé')).toBeNull();
    // An account whose owner has not opened the confirmation link is marked.
    const jerome = cards[2] as HTMLElement;
    const email = within(jerome).getAllByRole('definition')[0] as HTMLElement;
    expect(email.textContent).toBe('jerome@exemple.fr non confirmé');
    expect(within(email).getByText('non confirmé')).toBeTruthy();
    expect(within(cards[0] as HTMLElement).getByText('Administrateur')).toBeTruthy();
    const edit = within(lea).getByRole('link', { name: 'Modifier Léa Martin' });
    expect(edit.getAttribute('href')).toBe('/admin/all-user-systeme/edit-user/3');
  });
});

describe('UsersPage search', () => {
  beforeEach(() => {
    rs.mocked(api.users.list).mockResolvedValue(users);
  });

  it('ignores case and accents on first and last names', async () => {
    renderPage();
    await screen.findAllByRole('listitem');
    await search('JEROME');
    expect(cardTitles()).toEqual(['Jérôme Écuyer']);
    await userEvent.clear(screen.getByRole('searchbox'));
    await search('ecuy');
    expect(cardTitles()).toEqual(['Jérôme Écuyer']);
  });

  it('matches the email', async () => {
    renderPage();
    await screen.findAllByRole('listitem');
    await search('example.fr');
    expect(cardTitles()).toEqual(['Léa Martin']);
  });

  it('finds a user by exact id with a number', async () => {
    renderPage();
    await screen.findAllByRole('listitem');
    await search('12');
    expect(cardTitles()).toEqual(['Jérôme Écuyer']);
    await userEvent.clear(screen.getByRole('searchbox'));
    // 1 is Anne's id; Jérôme's 12 only starts with it.
    await search('1');
    expect(cardTitles()).toEqual(['Anne Photo']);
  });

  it('does not search on the role', async () => {
    renderPage();
    await screen.findAllByRole('listitem');
    await search('admin');
    expect(screen.getByRole('status').textContent).toBe('Aucun utilisateur ne correspond à “admin”.');
  });

  it('says which term matched nothing, and shows everyone again once cleared', async () => {
    renderPage();
    await screen.findAllByRole('listitem');
    await search('Dupont ');
    expect(screen.getByRole('status').textContent).toBe('Aucun utilisateur ne correspond à “Dupont”.');
    await userEvent.clear(screen.getByRole('searchbox'));
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const invited: User = { ...lea, id: 30, firstname: 'Inès', lastname: 'Durand', email: 'ines@exemple.fr' };

describe('UsersPage invitations', () => {
  it('invites a client by name and e-mail, then empties the form and shows the new client', async () => {
    rs.mocked(api.users.list).mockResolvedValue(users);
    rs.mocked(api.invitations.create).mockResolvedValue({
      message: 'Invitation envoyée à ines@exemple.fr.',
      data: { user: invited, album_id: null },
    });
    renderPage();
    await screen.findAllByRole('listitem');
    await userEvent.click(screen.getByRole('button', { name: 'Inviter un client' }));
    const send = screen.getByRole('button', { name: "Envoyer l'invitation" });
    expect(send).toHaveProperty('disabled', true);
    await userEvent.type(field('Prénom'), 'Inès');
    await userEvent.type(field('Nom'), 'Durand');
    await userEvent.type(field('Email'), 'ines@');
    expect(screen.getByText('Veuillez saisir une adresse email valide.')).toBeTruthy();
    await userEvent.type(field('Email'), 'exemple.fr');
    rs.mocked(api.users.list).mockResolvedValue([...users, { ...invited, invitation: 'pending' }]);
    await userEvent.click(send);
    expect(api.invitations.create).toHaveBeenCalledWith({
      firstname: 'Inès',
      lastname: 'Durand',
      email: 'ines@exemple.fr',
    });
    expect(await screen.findByText('Invitation envoyée à ines@exemple.fr.')).toBeTruthy();
    expect(field('Email').value).toBe('');
    expect(await screen.findByText('Envoyée, en attente de réponse')).toBeTruthy();
  });

  it('keeps what was typed when the address already has an account', async () => {
    rs.mocked(api.users.list).mockResolvedValue(users);
    rs.mocked(api.invitations.create).mockRejectedValue(
      new ApiError(
        'Un compte existe déjà avec cet email : choisissez ce client dans la liste plutôt que de l’inviter.',
        409,
      ),
    );
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Inviter un client' }));
    await userEvent.type(field('Prénom'), 'Léa');
    await userEvent.type(field('Nom'), 'Martin');
    await userEvent.type(field('Email'), 'lea@example.fr');
    await userEvent.click(screen.getByRole('button', { name: "Envoyer l'invitation" }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Un compte existe déjà avec cet email : choisissez ce client dans la liste plutôt que de l’inviter.',
    );
    expect(field('Email').value).toBe('lea@example.fr');
  });
});

describe('UsersPage expired invitations', () => {
  it('resends an expired invitation from the client’s card', async () => {
    rs.mocked(api.users.list).mockResolvedValue([...users, { ...invited, invitation: 'expired' }]);
    rs.mocked(api.invitations.resend).mockResolvedValue({
      message: 'Nouvelle invitation envoyée à ines@exemple.fr.',
    });
    renderPage();
    const cards = await screen.findAllByRole('listitem');
    const card = cards[3] as HTMLElement;
    expect(within(card).getByText('Lien expiré : renvoyez une invitation')).toBeTruthy();
    // Only a client who has not answered has the button.
    expect(within(cards[1] as HTMLElement).queryByRole('button', { name: /Renvoyer/ })).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: "Renvoyer l'invitation Inès Durand" }));
    expect(api.invitations.resend).toHaveBeenCalledWith(30);
    expect(await within(card).findByText('Nouvelle invitation envoyée à ines@exemple.fr.')).toBeTruthy();
    expect(within(card).getByText('Envoyée, en attente de réponse')).toBeTruthy();
  });
});
