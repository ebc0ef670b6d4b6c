import { ApiError, api } from '@lapm/api-client';
import {
  type AdminAlbumPhoto,
  type AdminGallery,
  addDays,
  frenchDayInWords,
  studioDay,
} from '@lapm/contracts';
import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyAlbumGallery, weddingAlbum } from '../../../test/fixtures';
import { AlbumGallerySection } from './AlbumGallerySection';

rs.mock('@lapm/api-client', { spy: true });

const photo = (index: number, change: Partial<AdminAlbumPhoto> = {}): AdminAlbumPhoto => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  fileName: `IMG_${index}.jpg`,
  width: 1200,
  height: 800,
  status: 'ready',
  error: null,
  favourite: false,
  hiddenFromGuests: false,
  chapterId: null,
  widths: [400, 800],
  uploadedAt: '2026-11-20T10:00:00.000Z',
  thumbUrl: `/api/thumb/${index}.webp`,
  ...change,
});

const jpeg = (name: string, size = 1000) => new File([new Uint8Array(size)], name, { type: 'image/jpeg' });

beforeEach(() => {
  rs.resetAllMocks();
  rs.mocked(api.adminGalleries.get).mockResolvedValue(emptyAlbumGallery);
  rs.mocked(api.adminGalleries.selectionTextUrl).mockReturnValue('/api/admin/albums/7/selection.txt');
});

describe('« Photos de la séance »', () => {
  it('sends the files chosen with the plain file input, with one bar and a count for the lot', async () => {
    const answers: ((photo: AdminAlbumPhoto) => void)[] = [];
    const progress: ((fraction: number) => void)[] = [];
    rs.mocked(api.adminGalleries.upload).mockImplementation(
      (_album, _file, onProgress) =>
        new Promise((resolve) => {
          progress.push(onProgress);
          answers.push(resolve);
        }),
    );
    render(<AlbumGallerySection album={weddingAlbum} />);
    await screen.findByText('Aucune photo pour cette séance.');
    const input = screen.getByLabelText('Choisir des photos') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.multiple).toBe(true);
    expect(input.accept).toBe('image/*');

    await userEvent.upload(input, [jpeg('a.jpg'), jpeg('b.jpg'), jpeg('c.jpg'), jpeg('d.jpg')]);
    // Two at a time.
    expect(api.adminGalleries.upload).toHaveBeenCalledTimes(2);
    expect(screen.getByText('0 / 4 photos envoyées')).toBeTruthy();
    progress[0]?.(0.5);
    await waitFor(() =>
      expect(screen.getByRole('progressbar', { name: 'Envoi des photos' }).getAttribute('value')).toBe('13'),
    );

    answers[0]?.(photo(1, { status: 'processing', thumbUrl: null }));
    await screen.findByText('1 / 4 photos envoyées');
    expect(api.adminGalleries.upload).toHaveBeenCalledTimes(3);
    // The photo just sent is listed at once, processing.
    expect(
      within(screen.getByRole('list', { name: 'Photos de la séance' })).getByText('En cours de traitement'),
    ).toBeTruthy();
  });

  it('names a file that is no photo and goes on; a file whose connection stayed lost is offered again', async () => {
    let lostCalls = 0;
    rs.mocked(api.adminGalleries.upload).mockImplementation(async (_album, file) => {
      if (file.name === 'b.jpg') {
        lostCalls += 1;
        throw new ApiError('Failed to fetch', null);
      }
      return photo(1, { fileName: file.name });
    });
    render(<AlbumGallerySection album={weddingAlbum} />);
    await screen.findByText('Aucune photo pour cette séance.');
    await userEvent.upload(
      screen.getByLabelText('Choisir des photos'),
      [new File(['x'], 'contrat.pdf', { type: 'application/pdf' }), jpeg('a.jpg'), jpeg('b.jpg')],
      { applyAccept: false },
    );
    const problems = await screen.findByRole('region', { name: 'Photos non envoyées' });
    expect(within(problems).getByText(/« contrat\.pdf » n’est pas une photo/)).toBeTruthy();
    await within(problems).findByText("« b.jpg » n'a pas pu être envoyée : connexion perdue.");
    // The uploader tried again itself (tus-js-client): the screen does not send it once more.
    expect(lostCalls).toBe(1);
    expect(screen.getByText('1 / 2 photos envoyées · 1 en échec')).toBeTruthy();
    // One failed file: its own « Réessayer » is enough.
    expect(within(problems).queryByRole('button', { name: 'Tout réessayer' })).toBeNull();

    rs.mocked(api.adminGalleries.upload).mockResolvedValue(photo(2, { fileName: 'b.jpg' }));
    await userEvent.click(within(problems).getByRole('button', { name: 'Réessayer « b.jpg »' }));
    await screen.findByText('2 / 2 photos envoyées');
  });

  it('keeps the bar short of full while files failed, and « Tout réessayer » sends them all again', async () => {
    rs.mocked(api.adminGalleries.upload).mockImplementation(async (_album, file) => {
      if (file.name !== 'a.jpg') throw new ApiError('Espace disque insuffisant.', 507);
      return photo(1, { fileName: file.name, status: 'processing', thumbUrl: null });
    });
    render(<AlbumGallerySection album={weddingAlbum} />);
    await screen.findByText('Aucune photo pour cette séance.');
    await userEvent.upload(screen.getByLabelText('Choisir des photos'), [
      jpeg('a.jpg'),
      jpeg('b.jpg'),
      jpeg('c.jpg'),
      jpeg('d.jpg'),
    ]);
    await screen.findByText('1 / 4 photos envoyées · 3 en échec');
    expect(screen.getByRole('progressbar', { name: 'Envoi des photos' }).getAttribute('value')).toBe('25');
    // « En ligne » is what the client sees: the photo just sent is still being processed.
    expect(screen.getByText('0 photo en ligne · 1 en cours de traitement')).toBeTruthy();

    rs.mocked(api.adminGalleries.upload).mockImplementation(async (_album, file) =>
      photo(Number(file.name.charCodeAt(0)), { fileName: file.name, status: 'processing', thumbUrl: null }),
    );
    const problems = screen.getByRole('region', { name: 'Photos non envoyées' });
    await userEvent.click(within(problems).getByRole('button', { name: 'Tout réessayer' }));
    await screen.findByText('4 / 4 photos envoyées');
    expect(screen.getByRole('progressbar', { name: 'Envoi des photos' }).getAttribute('value')).toBe('100');
    expect(api.adminGalleries.upload).toHaveBeenCalledTimes(7);
  });

  it('reads the list again while a photo is processing, until its thumbnail is ready', async () => {
    rs.mocked(api.adminGalleries.get)
      .mockResolvedValueOnce({
        ...emptyAlbumGallery,
        photos: [photo(1, { status: 'processing', thumbUrl: null })],
      })
      .mockResolvedValue({ ...emptyAlbumGallery, photos: [photo(1)] });
    render(<AlbumGallerySection album={weddingAlbum} />);
    await screen.findByText('En cours de traitement');
    const thumb = await screen.findByRole('img', { name: 'IMG_1.jpg' }, { timeout: 4000 });
    expect(thumb.getAttribute('src')).toBe('/api/thumb/1.webp');
  });

  it('saves the settings and shows the planned deletion; shows the client’s selection and reopens it', async () => {
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
  });

  it('asks before fewer grace days send the photos of an ended album to the Corbeille today', async () => {
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
  });

  it('sets the web size only, favourites only and a download PIN, saying what the PIN and the watermark do', async () => {
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
  });

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
