import { ApiError, api } from '@lapm/api-client';
import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { albums, pending } from '../../test/fixtures';
import { renderRoute } from '../../test/render';
import AlbumsPage from './AlbumsPage';

rs.mock('@lapm/api-client', { spy: true });

const renderPage = () => renderRoute(<AlbumsPage />, { pattern: '/admin/album' });
const cardMetas = () =>
  screen
    .getAllByRole('listitem')
    .map((card) => within(card).getByText(/^Album n°/, { selector: 'p' }).textContent);

async function search(term: string) {
  const box = screen.getByRole('searchbox', { name: 'Rechercher un album' });
  await userEvent.clear(box);
  await userEvent.type(box, term);
}

beforeEach(() => {
  rs.resetAllMocks();
  rs.mocked(api.adminTrash.get).mockResolvedValue({ photos: [], albums: [], upcoming: [] });
});

describe('AlbumsPage states', () => {
  it('announces loading and already offers to create an album', () => {
    rs.mocked(api.albums.list).mockReturnValue(pending());
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Gestion des albums');
    expect(screen.getByRole('status').textContent).toBe('Chargement des albums...');
    expect(screen.getByRole('link', { name: 'Créer un album' }).getAttribute('href')).toBe(
      '/admin/album/create-album',
    );
  });

  it("shows 'Erreur : {message}' instead of the list", async () => {
    rs.mocked(api.albums.list).mockRejectedValue(new ApiError('Accès réservé aux administrateurs.', 403));
    renderPage();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Erreur : Accès réservé aux administrateurs.',
    );
  });

  it('says when there is no album at all', async () => {
    rs.mocked(api.albums.list).mockResolvedValue([]);
    renderPage();
    expect((await screen.findByRole('status')).textContent).toBe("Aucun album pour l'instant.");
  });

  it("shows one card per album with id, owner's names and email, date and Modifier", async () => {
    rs.mocked(api.albums.list).mockResolvedValue(albums);
    renderPage();
    const [wedding] = await screen.findAllByRole('listitem');
    const card = wedding as HTMLElement;
    expect(within(card).getByText('Album n° 7', { selector: 'p' })).toBeTruthy();
    expect(within(card).getByRole('heading', { level: 2 }).textContent).toBe('Léa Martin');
    expect(within(card).getByText('lea@example.fr')).toBeTruthy();
    expect(within(card).getByText('12/05/2025')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Modifier Album n° 7' }).getAttribute('href')).toBe(
      '/admin/album/edit-album/7',
    );
  });
});

describe('AlbumsPage availability and openings', () => {
  it('marks an album past its end « Expiré » and tells whether its owner opened it', async () => {
    rs.mocked(api.albums.list).mockResolvedValue([
      {
        ...albums[0],
        available_until: '2025-07-01',
        expired: true,
        first_opened_at: '2025-06-02T08:00:00.000Z',
        last_opened_at: '2025-06-28T21:30:00.000Z',
      },
      { ...albums[1], available_until: '2099-01-31', first_opened_at: null, last_opened_at: null },
    ] as typeof albums);
    renderPage();
    const [expired, open] = (await screen.findAllByRole('listitem')) as [HTMLElement, HTMLElement];
    expect(within(expired).getByText('Expiré')).toBeTruthy();
    expect(within(expired).getByText('01/07/2025', { exact: false })).toBeTruthy();
    // 21:30 UTC on 28 June is still the 28th in Montpellier (23:30).
    expect(within(expired).getByText('Ouvert le 02/06/2025, dernière fois le 28/06/2025')).toBeTruthy();
    expect(within(open).queryByText('Expiré')).toBeNull();
    expect(within(open).getByText('31/01/2099')).toBeTruthy();
    expect(within(open).getByText('Pas encore ouvert')).toBeTruthy();
  });
});

describe('AlbumsPage search', () => {
  beforeEach(() => {
    rs.mocked(api.albums.list).mockResolvedValue(albums);
  });

  it("matches the owner's names whatever the case and accents", async () => {
    renderPage();
    await screen.findAllByRole('listitem');
    await search('ÉCUYER');
    expect(cardMetas()).toEqual(['Album n° 31']);
    await search('lea');
    expect(cardMetas()).toEqual(['Album n° 7']);
  });

  it('matches the date', async () => {
    renderPage();
    await screen.findAllByRole('listitem');
    await search('12/05');
    expect(cardMetas()).toEqual(['Album n° 7']);
  });

  it('finds an album by exact id with a number, and not on the email', async () => {
    renderPage();
    await screen.findAllByRole('listitem');
    await search('31');
    expect(cardMetas()).toEqual(['Album n° 31']);
    await search('exemple.fr');
    expect(screen.getByRole('status').textContent).toBe('Aucun album ne correspond à “exemple.fr”.');
  });
});

describe('the Corbeille under the albums', () => {
  const photo = {
    photoId: '8f0c1a52-3c1e-4d7a-9a55-6f1f0c3b2a10',
    albumId: 7,
    albumTitle: 'Léa Martin',
    fileName: 'IMG_0042.jpg',
    reason: 'deleted' as const,
    trashedAt: '2026-06-02T10:00:00.000Z',
    purgeAfter: '2026-07-02T10:00:00.000Z',
  };

  it('lists the removals to come and the photos in it, and restores one', async () => {
    rs.mocked(api.albums.list).mockResolvedValue(albums);
    rs.mocked(api.adminTrash.get)
      .mockResolvedValueOnce({
        photos: [photo],
        albums: [],
        upcoming: [{ albumId: 31, albumTitle: 'Jérôme Écuyer', photoCount: 12, removalDay: '2026-07-14' }],
      })
      .mockResolvedValue({ photos: [], albums: [], upcoming: [] });
    rs.mocked(api.adminTrash.restore).mockResolvedValue({ message: 'Photo restaurée dans son album.' });
    renderPage();
    expect(
      await screen.findByText('Jérôme Écuyer (album n° 31) : 12 photos à la Corbeille le 14 juillet 2026'),
    ).toBeTruthy();
    const trash = screen.getByRole('list', { name: 'Photos dans la Corbeille' });
    expect(within(trash).getByText('« IMG_0042.jpg », album n° 7 (Léa Martin)')).toBeTruthy();
    expect(
      within(trash).getByText(
        'Mise à la Corbeille le 2 juin 2026 (supprimée) ; supprimée définitivement le 2 juillet 2026.',
      ),
    ).toBeTruthy();
    await userEvent.click(within(trash).getByRole('button', { name: 'Restaurer « IMG_0042.jpg »' }));
    expect(api.adminTrash.restore).toHaveBeenCalledWith(photo.photoId);
    expect(await screen.findByText('Photo restaurée dans son album.')).toBeTruthy();
    expect(await screen.findByText('La Corbeille est vide.')).toBeTruthy();
  });
});
