import { ApiError, api } from '@lapm/api-client';
import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { TrashSection } from './TrashSection';

rs.mock('@lapm/api-client', { spy: true });

const DAY_MS = 24 * 60 * 60 * 1000;
const deletedAt = new Date(Date.now() - 2 * DAY_MS + 60_000).toISOString();
const purgeAfter = new Date(Date.now() + 28 * DAY_MS + 60_000).toISOString();
const trashed = (photoId: string, albumId: number, fileName: string, albumTitle: string) => ({
  photoId,
  albumId,
  albumTitle,
  fileName,
  reason: 'deleted' as const,
  trashedAt: deletedAt,
  purgeAfter,
});
const weddingPhotos = [
  trashed('0b6a3c1e-1111-4d7a-9a55-6f1f0c3b2a10', 12, 'IMG_0001.jpg', 'Inès Martin'),
  trashed('0b6a3c1e-2222-4d7a-9a55-6f1f0c3b2a10', 12, 'IMG_0002.jpg', 'Inès Martin'),
  trashed('0b6a3c1e-3333-4d7a-9a55-6f1f0c3b2a10', 12, 'IMG_0003.jpg', 'Inès Martin'),
];
const livingPhoto = trashed('0b6a3c1e-4444-4d7a-9a55-6f1f0c3b2a10', 7, 'IMG_0042.jpg', 'Léa Martin');
const corbeille = {
  photos: [...weddingPhotos, livingPhoto],
  albums: [{ albumId: 12, albumTitle: 'Inès Martin', photoCount: 3, deletedAt, purgeAfter }],
  upcoming: [],
};

const renderSection = () =>
  render(
    <MemoryRouter>
      <TrashSection />
    </MemoryRouter>,
  );

beforeEach(() => {
  rs.resetAllMocks();
});

describe('the Corbeille', () => {
  it('groups a deleted album’s photos under it, and restores the album in one action', async () => {
    rs.mocked(api.adminTrash.get)
      .mockResolvedValueOnce(corbeille)
      .mockResolvedValue({ photos: [livingPhoto], albums: [], upcoming: [] });
    rs.mocked(api.adminTrash.restoreAlbum).mockResolvedValue({
      message: 'Album n° 12 (Inès Martin) restauré avec ses 3 photos.',
    });
    renderSection();
    const deleted = await screen.findByRole('list', { name: 'Albums supprimés dans la Corbeille' });
    const [album] = within(deleted).getAllByRole('listitem') as [HTMLElement];
    expect(within(album).getByText('Album n° 12 (Inès Martin) : 3 photos')).toBeTruthy();
    expect(within(album).getByText(/^Supprimé le .+ ; encore 29 jours pour le restaurer\.$/)).toBeTruthy();
    expect(within(album).getByText('Ses 3 photos')).toBeTruthy();
    expect(within(album).getByText('IMG_0002.jpg')).toBeTruthy();
    // Its photos have no button of their own: only the living album's photo does.
    const singles = screen.getByRole('list', { name: 'Photos dans la Corbeille' });
    expect(within(singles).getAllByRole('listitem')).toHaveLength(1);
    expect(within(singles).getByRole('button', { name: 'Restaurer « IMG_0042.jpg »' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Restaurer « IMG_0001.jpg »' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Restaurer l’album n° 12 (Inès Martin)' }));
    expect(api.adminTrash.restoreAlbum).toHaveBeenCalledWith(12);
    expect(api.adminTrash.restore).not.toHaveBeenCalled();
    expect(await screen.findByText('Album n° 12 (Inès Martin) restauré avec ses 3 photos.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Restaurer « IMG_0042.jpg »' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Albums supprimés dans la Corbeille' })).toBeNull();
  });

  it('says in French why an album could not be restored, and keeps it listed', async () => {
    rs.mocked(api.adminTrash.get).mockResolvedValue(corbeille);
    const refusal =
      'L’album n° 12 n’a pas été restauré : un original est introuvable dans le stockage (« IMG_0002.jpg »). Rien n’a été changé : vérifiez le stockage des photos, puis réessayez.';
    rs.mocked(api.adminTrash.restoreAlbum).mockRejectedValue(new ApiError(refusal, 409));
    renderSection();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Restaurer l’album n° 12 (Inès Martin)' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(screen.getByText('Album n° 12 (Inès Martin) : 3 photos')).toBeTruthy();
  });
});
