import { ApiError, api } from '@lapm/api-client';
import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pending, users } from '../../test/fixtures';
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
