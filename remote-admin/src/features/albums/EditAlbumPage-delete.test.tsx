import { api } from '@lapm/api-client';
import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyAlbumGallery, users, weddingAlbum } from '../../test/fixtures';
import { renderRoute } from '../../test/render';
import EditAlbumPage from './EditAlbumPage';

rs.mock('@lapm/api-client', { spy: true });

async function renderAlbum(photoCount: number) {
  rs.mocked(api.albums.get).mockResolvedValue({ ...weddingAlbum, photo_count: photoCount });
  renderRoute(<EditAlbumPage />, {
    pattern: '/admin/album/edit-album/:id',
    url: '/admin/album/edit-album/7',
  });
  await screen.findByLabelText('Date de la séance');
  await userEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
  return screen.getByRole('alertdialog');
}

beforeEach(() => {
  rs.resetAllMocks();
  rs.mocked(api.users.clients).mockResolvedValue(users);
  rs.mocked(api.adminGalleries.get).mockResolvedValue(emptyAlbumGallery);
  rs.mocked(api.albums.remove).mockResolvedValue({ message: 'Album supprimé.' });
});

describe('deleting an album holding photos', () => {
  it('says how many photos go to the Corbeille for 30 days, and sends the confirmation', async () => {
    const dialog = await renderAlbum(12);
    expect(dialog.textContent).toContain(
      'Êtes-vous sûr de vouloir supprimer cet album ? Ses 12 photos passeront à la Corbeille : vous pourrez les restaurer, avec l’album, pendant 30 jours.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(api.albums.remove).toHaveBeenCalledWith(7, true);
  });

  it('speaks of its one photo in the singular', async () => {
    const dialog = await renderAlbum(1);
    expect(dialog.textContent).toContain('Sa photo passera à la Corbeille');
  });

  it('keeps the spec’s question alone for an album without photos', async () => {
    const dialog = await renderAlbum(0);
    expect(within(dialog).getByText('Êtes-vous sûr de vouloir supprimer cet album ?')).toBeTruthy();
    expect(dialog.textContent).not.toContain('Corbeille');
  });
});
