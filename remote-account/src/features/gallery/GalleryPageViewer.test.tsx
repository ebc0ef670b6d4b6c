import * as apiClient from '@lapm/api-client' with { rstest: 'importActual' };
import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { screen, waitFor, within } from '@testing-library/react';
import { apiMock } from '../../test/helpers';
import { allDownloads, noDownloads, photoFile } from './testGallery';
import { gallery, id, renderGallery } from './testGalleryPage';

rs.mock('@lapm/api-client', () => ({ ...apiClient, api: apiMock }));

beforeEach(() => {
  rs.resetAllMocks();
});

describe('the gallery page, its downloads', () => {
  it('offers each photo and the whole album as plain links, and hides them when downloads are off', async () => {
    apiMock.galleries.get.mockResolvedValueOnce(gallery());
    const first = renderGallery();
    const all = await screen.findByRole('link', { name: 'Tout télécharger (haute résolution, ZIP)' });
    expect(all.getAttribute('href')).toBe('/api/galleries/5/archive.zip');
    expect(
      screen.getByRole('link', { name: 'Tout télécharger (taille web, ZIP)' }).getAttribute('href'),
    ).toBe('/api/galleries/5/archive-web.zip');
    expect(
      screen
        .getByRole('link', { name: 'Télécharger IMG_1.jpg en haute résolution (HD)' })
        .getAttribute('href'),
    ).toBe(photoFile(1, 'original'));
    expect(
      screen.getByRole('link', { name: 'Télécharger IMG_1.jpg en taille web' }).getAttribute('href'),
    ).toBe(photoFile(1, 'web'));
    first.unmount();

    apiMock.galleries.get.mockResolvedValueOnce(gallery({ downloadsEnabled: false, downloads: noDownloads }));
    renderGallery();
    await screen.findByRole('list', { name: 'Photos de la séance' });
    expect(screen.queryByRole('link', { name: /^Télécharger/ })).toBeNull();
  });

  it('offers the web size only without the PIN, says the watermark, and opens the high resolution with it', async () => {
    apiMock.galleries.get.mockResolvedValueOnce(
      gallery({ downloads: { ...allDownloads, high: false, watermarked: true, pinAsked: true } }),
    );
    apiMock.galleries.giveDownloadPin.mockResolvedValueOnce({
      message: 'Code PIN accepté : la haute résolution est ouverte.',
      downloads: allDownloads,
    });
    const { user } = renderGallery();
    await screen.findByRole('link', { name: 'Tout télécharger (taille web, ZIP)' });
    expect(screen.queryByRole('link', { name: /haute résolution/ })).toBeNull();
    screen.getByText(/Sans le code PIN de téléchargement, les photos téléchargées portent le filigrane/);
    await user.type(screen.getByLabelText(/Code PIN de téléchargement/), '4821');
    await user.click(screen.getByRole('button', { name: 'Valider le code PIN' }));
    await screen.findByRole('link', { name: 'Tout télécharger (haute résolution, ZIP)' });
    expect(apiMock.galleries.giveDownloadPin).toHaveBeenCalledWith(5, '4821');
    expect(screen.queryByText(/portent le filigrane/)).toBeNull();
    expect(screen.queryByLabelText(/Code PIN de téléchargement/)).toBeNull();
  });
});

describe('the gallery page, its viewer', () => {
  it('opens a photo in the site’s viewer', async () => {
    apiMock.galleries.get.mockResolvedValue(gallery());
    const { user } = renderGallery();
    await user.click(await screen.findByRole('link', { name: 'Agrandir IMG_2.jpg' }));
    const viewer = screen.getByRole('dialog', { name: 'Visionneuse photo' });
    expect(within(viewer).getByText('Photo 2 sur 4')).toBeTruthy();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(within(viewer).getByText('Photo 3 sur 4')).toBeTruthy());
  });

  it('hearts the photo shown in the viewer through the API, and counts it on the grid as in the viewer', async () => {
    apiMock.galleries.get.mockResolvedValue(gallery({ includedPhotos: 1 }));
    apiMock.galleries.setFavourite.mockImplementation(async (_album: number, photoId: string, on: boolean) =>
      on ? [id(2), photoId] : [id(2)],
    );
    const { user } = renderGallery();
    await user.click(await screen.findByRole('link', { name: 'Agrandir IMG_3.jpg' }));
    const viewer = screen.getByRole('dialog', { name: 'Visionneuse photo' });
    // Its camera's file name is no caption.
    expect(within(viewer).queryByText('IMG_3.jpg')).toBeNull();
    const heart = within(viewer).getByRole('button', { name: 'Favori' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    await user.click(heart);
    expect(apiMock.galleries.setFavourite).toHaveBeenCalledWith(5, id(3), true);
    expect(within(viewer).getByRole('button', { name: 'Favori' }).getAttribute('aria-pressed')).toBe('true');
    // The second heart of a formula of one: the viewer says so, as the grid does.
    await within(viewer).findByText('2 favoris sur 1 photo incluse');
    expect(
      within(viewer).getByText('1 photo de plus que la formule : le studio vous en parlera.'),
    ).toBeTruthy();
    await user.click(within(viewer).getByRole('button', { name: 'Fermer la visionneuse' }));
    expect(screen.getByRole('button', { name: 'Favori : IMG_3.jpg' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByText('2 favoris sur 1 photo incluse')).toBeTruthy();
  });

  it('keeps a photo in the viewer of favourites when its heart is taken back there', async () => {
    apiMock.galleries.get.mockResolvedValue(gallery({ favourites: [id(2), id(4)] }));
    apiMock.galleries.setFavourite.mockResolvedValue([id(4)]);
    const { user } = renderGallery();
    await user.click(await screen.findByLabelText('Afficher seulement mes favoris'));
    await user.click(screen.getByRole('link', { name: 'Agrandir IMG_2.jpg' }));
    const viewer = screen.getByRole('dialog', { name: 'Visionneuse photo' });
    await user.click(within(viewer).getByRole('button', { name: 'Favori' }));
    await within(viewer).findByText('1 favori sur 3 photos incluses');
    expect(within(viewer).getByText('Photo 1 sur 2')).toBeTruthy();
    expect(within(viewer).getByRole('button', { name: 'Favori' }).getAttribute('aria-pressed')).toBe('false');
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(within(viewer).getByText('Photo 1 sur 1')).toBeTruthy());
  });
});

describe('the gallery page, the download of the photo in the viewer', () => {
  it('offers the photo shown for download in the viewer only when the album allows downloads', async () => {
    apiMock.galleries.get.mockResolvedValueOnce(gallery());
    const first = renderGallery();
    await first.user.click(await screen.findByRole('link', { name: 'Agrandir IMG_2.jpg' }));
    const viewer = screen.getByRole('dialog', { name: 'Visionneuse photo' });
    const link = within(viewer).getByRole('link', { name: 'Haute résolution' });
    expect(link.getAttribute('href')).toBe(photoFile(2, 'original'));
    expect(link.getAttribute('download')).toBe('IMG_2.jpg');
    expect(within(viewer).getByRole('link', { name: 'Télécharger (taille web)' }).getAttribute('href')).toBe(
      photoFile(2, 'web'),
    );
    first.unmount();

    apiMock.galleries.get.mockResolvedValueOnce(gallery({ downloadsEnabled: false, downloads: noDownloads }));
    const { user } = renderGallery();
    await user.click(await screen.findByRole('link', { name: 'Agrandir IMG_2.jpg' }));
    const closed = screen.getByRole('dialog', { name: 'Visionneuse photo' });
    expect(within(closed).getByRole('button', { name: 'Favori' })).toBeTruthy();
    expect(within(closed).queryByRole('link')).toBeNull();
  });
});
