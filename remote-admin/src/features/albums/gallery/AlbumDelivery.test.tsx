import { ApiError, api } from '@lapm/api-client';
import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { weddingAlbum } from '../../../test/fixtures';
import { AlbumDelivery } from './AlbumDelivery';
import { photo } from './albumGallery.fixtures';

rs.mock('@lapm/api-client', { spy: true });

beforeEach(() => {
  rs.resetAllMocks();
  rs.mocked(api.adminGalleries.variantUrl).mockImplementation(
    (_album, id, width, extension) => `/api/v/${id}/${width}.${extension}`,
  );
});

describe('the album’s cover and « Prévenir le client »', () => {
  it('offers only ready photos as the cover, and saves the one chosen with its focal point', async () => {
    rs.mocked(api.adminGalleries.setCover).mockResolvedValue({ message: 'Couverture enregistrée.' });
    const user = userEvent.setup();
    render(
      <AlbumDelivery
        album={weddingAlbum}
        photos={[photo(1), photo(2, { status: 'processing', widths: [] }), photo(3)]}
      />,
    );
    const choice = screen.getByLabelText('Photo de couverture');
    expect(
      within(choice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['— Choisir une photo —', 'IMG_1.jpg', 'IMG_3.jpg']);
    await user.selectOptions(choice, 'IMG_3.jpg');
    const focal = screen.getByRole('button', { name: /^Point focal : 50/ });
    focal.focus();
    await user.keyboard('{ArrowLeft}{ArrowUp}');
    await user.click(screen.getByRole('button', { name: 'Enregistrer la couverture' }));
    expect(api.adminGalleries.setCover).toHaveBeenCalledWith(7, {
      photoId: photo(3).id,
      focalPoint: { x: 45, y: 45 },
    });
    expect(await screen.findByText('Couverture enregistrée.')).toBeTruthy();
  });

  it('tells the client once, shows the day, and asks before telling again', async () => {
    rs.mocked(api.adminGalleries.notifyClient).mockResolvedValue({
      message: 'Le client va recevoir « Vos photos sont prêtes ».',
      notifiedAt: '2026-11-20T10:00:00.000Z',
    });
    const user = userEvent.setup();
    render(<AlbumDelivery album={weddingAlbum} photos={[photo(1)]} />);
    expect(screen.getByText('Client pas encore prévenu')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Prévenir le client' }));
    expect(api.adminGalleries.notifyClient).toHaveBeenLastCalledWith(7, { confirmResend: false });
    expect(await screen.findByText('Client prévenu le 20 novembre 2026')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Prévenir le client' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Prévenir de nouveau le client ?' });
    expect(dialog.textContent).toContain('Le client a déjà été prévenu le 20 novembre 2026.');
    expect(api.adminGalleries.notifyClient).toHaveBeenCalledTimes(1);
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer de nouveau' }));
    expect(api.adminGalleries.notifyClient).toHaveBeenLastCalledWith(7, { confirmResend: true });
  });

  it('shows the server’s refusal next to the button', async () => {
    rs.mocked(api.adminGalleries.notifyClient).mockRejectedValue(
      new ApiError(
        'Aucune photo n’est encore prête dans cet album : ajoutez-en avant de prévenir le client.',
        409,
      ),
    );
    const user = userEvent.setup();
    render(<AlbumDelivery album={weddingAlbum} photos={[]} />);
    expect(screen.getByText(/Ajoutez des photos : la couverture se choisit/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Prévenir le client' }));
    expect(await screen.findByText(/Aucune photo n’est encore prête/)).toBeTruthy();
  });
});
