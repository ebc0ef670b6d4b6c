import { api } from '@lapm/api-client';
import { type AdminGallery, addDays, frenchDayInWords, studioDay } from '@lapm/contracts';
import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyAlbumGallery, weddingAlbum } from '../../../test/fixtures';
import { AlbumGallerySection } from './AlbumGallerySection';
import { photo } from './albumGallery.fixtures';

rs.mock('@lapm/api-client', { spy: true });

beforeEach(() => {
  rs.resetAllMocks();
  rs.mocked(api.adminGalleries.get).mockResolvedValue(emptyAlbumGallery);
  rs.mocked(api.adminGalleries.selectionTextUrl).mockReturnValue('/api/admin/albums/7/selection.txt');
});

/** An album whose client sent her selection and downloaded photos, its deletion planned. */
const sent: AdminGallery = {
  ...emptyAlbumGallery,
  photos: [photo(1, { favourite: true }), photo(2), photo(3, { favourite: true })],
  settings: {
    ...emptyAlbumGallery.settings,
    includedPhotos: 12,
    downloadsEnabled: true,
    watermark: true,
    graceDays: 30,
  },
  selection: {
    status: 'sent',
    sentAt: '2026-11-21T09:00:00.000Z',
    photoIds: [photo(1).id, photo(3).id],
  },
  downloads: [
    {
      kind: 'archive',
      fileName: null,
      at: '2026-11-22T09:00:00.000Z',
      size: 'web',
      by: 'guest',
      guest: 'Léa',
    },
    {
      kind: 'photo',
      fileName: 'IMG_1.jpg',
      at: '2026-11-22T08:00:00.000Z',
      size: 'high',
      by: 'owner',
      guest: null,
    },
  ],
  plannedDeletion: '2026-12-31',
};

/** The settings changed and applied, then the client's selection and downloads, then reopened. */
async function saveSettingsAndReopen() {
  rs.mocked(api.adminGalleries.get).mockResolvedValue(sent);
  rs.mocked(api.adminGalleries.saveSettings).mockResolvedValue({
    message: 'Réglages de la galerie enregistrés.',
  });
  rs.mocked(api.adminGalleries.reopenSelection).mockResolvedValue({
    message: 'La sélection est de nouveau ouverte au client.',
  });
  render(<AlbumGallerySection album={weddingAlbum} />);

  expect(await screen.findByText('Photos à la Corbeille le 31 décembre 2026.')).toBeTruthy();
  const included = screen.getByLabelText('Photos retouchées incluses') as HTMLInputElement;
  expect(included.value).toBe('12');
  await userEvent.clear(included);
  await userEvent.type(included, '20');
  await userEvent.click(screen.getByLabelText('Téléchargements autorisés'));
  await userEvent.click(screen.getByRole('button', { name: 'Appliquer les réglages' }));
  expect(await screen.findByText('Réglages de la galerie enregistrés.')).toBeTruthy();
  expect(api.adminGalleries.saveSettings).toHaveBeenCalledWith(7, {
    includedPhotos: 20,
    downloadsEnabled: false,
    downloadSize: 'high',
    favouritesOnly: false,
    watermark: true,
    graceDays: 30,
  });

  expect(screen.getByText('Sélection envoyée le 21/11/2026.')).toBeTruthy();
  expect(screen.getByText('2 favoris sur 12 photos incluses')).toBeTruthy();
  const favourites = screen.getByRole('list', { name: 'Photos choisies par le client' });
  expect(
    within(favourites)
      .getAllByRole('img')
      .map((image) => image.getAttribute('alt')),
  ).toEqual(['IMG_1.jpg', 'IMG_3.jpg']);
  expect(
    screen.getByRole('link', { name: 'Télécharger la liste des noms de fichiers' }).getAttribute('href'),
  ).toBe('/api/admin/albums/7/selection.txt');
  expect(
    screen.getByText('Téléchargé le 22/11/2026 par Léa (invité) : toutes les photos (ZIP) en taille web'),
  ).toBeTruthy();
  expect(screen.getByText('Téléchargé le 22/11/2026 par le client : IMG_1.jpg')).toBeTruthy();

  await userEvent.click(screen.getByRole('button', { name: 'Rouvrir la sélection' }));
  expect(await screen.findByText('La sélection est de nouveau ouverte au client.')).toBeTruthy();
  expect(api.adminGalleries.reopenSelection).toHaveBeenCalledWith(7);
}

/** An album ended five days ago, with fewer grace days: cancelled first, then confirmed. */
async function askBeforeTrashingToday() {
  const today = studioDay(new Date());
  const ended = { ...weddingAlbum, available_until: addDays(today, -5), photo_count: 2 };
  rs.mocked(api.adminGalleries.get).mockResolvedValue({
    ...emptyAlbumGallery,
    photos: [photo(1), photo(2)],
  });
  rs.mocked(api.adminGalleries.saveSettings).mockResolvedValue({
    message: 'Réglages de la galerie enregistrés.',
  });
  render(<AlbumGallerySection album={ended} />);
  const grace = (await screen.findByLabelText('Jours de grâce avant suppression')) as HTMLInputElement;
  await userEvent.clear(grace);
  await userEvent.type(grace, '0');
  const apply = screen.getByRole('button', { name: 'Appliquer les réglages' });
  await userEvent.click(apply);
  const dialog = await screen.findByRole('alertdialog', { name: 'Envoyer les photos à la Corbeille ?' });
  expect(dialog.textContent).toContain(
    `ses 2 photos passeront à la Corbeille dès aujourd’hui, le ${frenchDayInWords(today)}`,
  );
  await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
  expect(api.adminGalleries.saveSettings).not.toHaveBeenCalled();
  expect(grace.value).toBe('0');

  await userEvent.click(apply);
  await userEvent.click(
    within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Enregistrer quand même' }),
  );
  expect(await screen.findByText('Réglages de la galerie enregistrés.')).toBeTruthy();
  expect(api.adminGalleries.saveSettings).toHaveBeenCalledWith(7, {
    includedPhotos: 0,
    downloadsEnabled: true,
    downloadSize: 'high',
    favouritesOnly: false,
    watermark: false,
    graceDays: 0,
    confirmRemoval: true,
  });
}

/** A PIN refused, then accepted, with the web size and favourites only. */
async function setDownloadOptions() {
  rs.mocked(api.adminGalleries.get).mockResolvedValue(emptyAlbumGallery);
  rs.mocked(api.adminGalleries.saveSettings).mockResolvedValue({
    message: 'Réglages de la galerie enregistrés.',
  });
  render(<AlbumGallerySection album={weddingAlbum} />);
  await userEvent.click(await screen.findByLabelText(/Taille web seulement/));
  await userEvent.click(screen.getByLabelText(/Favoris uniquement/));
  screen.getByText(
    /Sans ce code, la haute résolution est refusée et, avec le filigrane, tout téléchargement le porte/,
  );
  screen.getByText(/les téléchargements faits sans le code PIN sont en taille web et portent le filigrane/);
  const pin = screen.getByLabelText(/Code PIN de téléchargement/);
  await userEvent.type(pin, '48a');
  await userEvent.click(screen.getByRole('button', { name: 'Appliquer les réglages' }));
  expect(await screen.findByText('Le code PIN de téléchargement compte 4 chiffres.')).toBeTruthy();
  expect(api.adminGalleries.saveSettings).not.toHaveBeenCalled();
  await userEvent.clear(pin);
  await userEvent.type(pin, '4821');
  await userEvent.click(screen.getByRole('button', { name: 'Appliquer les réglages' }));
  expect(await screen.findByText('Réglages de la galerie enregistrés.')).toBeTruthy();
  expect(api.adminGalleries.saveSettings).toHaveBeenCalledWith(7, {
    includedPhotos: 0,
    downloadsEnabled: true,
    downloadSize: 'web',
    favouritesOnly: true,
    watermark: false,
    graceDays: 30,
    downloadPin: '4821',
  });
}

describe('« Photos de la séance »', () => {
  it(
    'saves the settings and shows the planned deletion; shows the client’s selection and reopens it',
    saveSettingsAndReopen,
  );

  it(
    'asks before fewer grace days send the photos of an ended album to the Corbeille today',
    askBeforeTrashingToday,
  );

  it(
    'sets the web size only, favourites only and a download PIN, saying what the PIN and the watermark do',
    setDownloadOptions,
  );

  it('refuses a number of included photos out of bounds, in French, without sending', async () => {
    render(<AlbumGallerySection album={weddingAlbum} />);
    const included = (await screen.findByLabelText('Photos retouchées incluses')) as HTMLInputElement;
    await userEvent.clear(included);
    await userEvent.type(included, '5000');
    await userEvent.click(screen.getByRole('button', { name: 'Appliquer les réglages' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/Indiquez un nombre de photos entre 0 et/);
    expect(api.adminGalleries.saveSettings).not.toHaveBeenCalled();
  });
});
