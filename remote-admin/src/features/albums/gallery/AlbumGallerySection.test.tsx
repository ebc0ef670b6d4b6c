import { ApiError, api } from '@lapm/api-client';
import type { AdminAlbumPhoto } from '@lapm/contracts';
import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emptyAlbumGallery, weddingAlbum } from '../../../test/fixtures';
import { AlbumGallerySection } from './AlbumGallerySection';
import { jpeg, photo } from './albumGallery.fixtures';

rs.mock('@lapm/api-client', { spy: true });

beforeEach(() => {
  rs.resetAllMocks();
  rs.mocked(api.adminGalleries.get).mockResolvedValue(emptyAlbumGallery);
  rs.mocked(api.adminGalleries.selectionTextUrl).mockReturnValue('/api/admin/albums/7/selection.txt');
});

/** Three files through the plain input: one bar and one count for the lot. */
async function sendWithPlainInput() {
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
}

/** A file that is no photo, and one whose connection stayed lost. */
async function nameRefusedFile() {
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
}

describe('« Photos de la séance »', () => {
  it(
    'sends the files chosen with the plain file input, with one bar and a count for the lot',
    sendWithPlainInput,
  );

  it(
    'names a file that is no photo and goes on; a file whose connection stayed lost is offered again',
    nameRefusedFile,
  );

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
});
