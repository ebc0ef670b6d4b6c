import * as apiClient from '@lapm/api-client' with { rstest: 'importActual' };
import type { GalleryPhoto } from '@lapm/contracts';
import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiMock, deferred } from '../../test/helpers';
import { photoFile } from './testGallery';
import { gallery, hearts, id, photo, renderGallery } from './testGalleryPage';

rs.mock('@lapm/api-client', () => ({ ...apiClient, api: apiMock }));
const { ApiError } = apiClient;

beforeEach(() => {
  rs.resetAllMocks();
});
describe('the gallery page, opening', () => {
  it('asks for the access code when the album does not open, then shows it', async () => {
    apiMock.galleries.get.mockRejectedValueOnce(new ApiError('Galerie introuvable.', 404));
    apiMock.galleries.get.mockResolvedValue(gallery());
    apiMock.galleries.access.mockRejectedValueOnce(new ApiError('Code d’accès incorrect.', 401));
    apiMock.galleries.access.mockResolvedValue({ message: 'ok' });
    const { user } = renderGallery();
    const code = await screen.findByLabelText("Code d'accès");

    await user.click(screen.getByRole('button', { name: 'Ouvrir la galerie' }));
    expect(screen.getByText('Saisissez le code d’accès de l’album.')).toBeTruthy();
    expect(apiMock.galleries.access).not.toHaveBeenCalled();

    await user.type(code, 'mauvais');
    await user.click(screen.getByRole('button', { name: 'Ouvrir la galerie' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Code d’accès incorrect.');
    expect((code as HTMLInputElement).value).toBe('mauvais');

    await user.clear(code);
    await user.type(code, ' ete-2025 ');
    await user.click(screen.getByRole('button', { name: 'Ouvrir la galerie' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Votre séance du 14 juin 2025' }),
    ).toBeTruthy();
    expect(apiMock.galleries.access).toHaveBeenLastCalledWith(5, 'ete-2025');
  });

  it('opens on the cover, the album’s title, the session day in words and the welcome text', async () => {
    apiMock.galleries.get.mockResolvedValue(
      gallery({
        album: {
          id: 5,
          title: 'Camille Durand',
          date: '14/06/2025',
          availableUntil: null,
          name: 'Mariage de Camille & Hugo',
          welcome: 'Merci pour cette belle journée !',
          cover: { photoId: id(3), focalX: 30, focalY: 20 },
        },
      }),
    );
    renderGallery();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mariage de Camille & Hugo' })).toBeTruthy();
    expect(screen.getByText('Séance du 14 juin 2025 · Camille Durand')).toBeTruthy();
    expect(screen.getByText('Merci pour cette belle journée !')).toBeTruthy();
    const cover = screen.getByRole('img', {
      name: 'Couverture : Mariage de Camille & Hugo',
    }) as HTMLImageElement;
    expect(cover.getAttribute('src')).toContain(photoFile(3, ''));
    expect(cover.getAttribute('fetchpriority')).toBe('high');
    expect(cover.style.objectPosition).toBe('30% 20%');
    expect(screen.queryByText(/Votre séance du/)).toBeNull();
  });
});

describe('the gallery page on a slow line', () => {
  it('gives a phone a light cover first, then the sharp one once drawn; the thumbnails never compete with it', async () => {
    apiMock.galleries.get.mockResolvedValue(
      gallery({
        album: { ...gallery().album, name: 'Mariage', cover: { photoId: id(3), focalX: 50, focalY: 50 } },
      }),
    );
    renderGallery();
    const cover = (await screen.findByRole('img', { name: 'Couverture : Mariage' })) as HTMLImageElement;
    // 34vw on a phone: its narrowest WebP whatever its screen's density, 72rem on a wide screen.
    expect(cover.getAttribute('sizes')).toBe('(min-width: 75rem) 72rem, (min-width: 40rem) 100vw, 34vw');
    fireEvent.load(cover);
    await waitFor(() => expect(cover.getAttribute('sizes')).toBe('(min-width: 75rem) 72rem, 100vw'));
    const thumbnail = within(screen.getByRole('link', { name: 'Agrandir IMG_1.jpg' })).getByRole('img');
    expect(thumbnail.getAttribute('fetchpriority')).toBe('low');
    expect(thumbnail.getAttribute('loading')).toBe('lazy');
  });
});

describe('the gallery page, its date and its refusals', () => {
  it('shows a free-text date as typed, and says the photos are coming before the first one', async () => {
    apiMock.galleries.get.mockResolvedValue(
      gallery({ album: { ...gallery().album, date: 'printemps 2025' }, photos: [] }),
    );
    renderGallery();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Votre séance du printemps 2025' }),
    ).toBeTruthy();
    expect(screen.getByText('Vos photos arrivent bientôt.')).toBeTruthy();
  });

  it('says so in French when too many codes were tried', async () => {
    apiMock.galleries.get.mockRejectedValue(new ApiError('Galerie introuvable.', 404));
    apiMock.galleries.access.mockRejectedValue(new ApiError('Too Many Requests', 429));
    const { user } = renderGallery();
    await user.type(await screen.findByLabelText("Code d'accès"), 'essai');
    await user.click(screen.getByRole('button', { name: 'Ouvrir la galerie' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Trop d’essais : réessayez dans 15 minutes.');
  });

  it('asks to wait a few seconds when many guests of one network try at once', async () => {
    apiMock.galleries.get.mockRejectedValue(new ApiError('Galerie introuvable.', 404));
    apiMock.galleries.access.mockRejectedValue(
      new ApiError(
        'Beaucoup d’essais viennent de votre réseau : patientez quelques secondes, puis réessayez.',
        429,
      ),
    );
    const { user } = renderGallery();
    await user.type(await screen.findByLabelText("Code d'accès"), 'essai');
    await user.click(screen.getByRole('button', { name: 'Ouvrir la galerie' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Beaucoup d’essais viennent de votre réseau : patientez quelques secondes, puis réessayez.',
    );
  });

  it('says an address that cannot be an album is invalid, without calling the server', async () => {
    renderGallery('abc');
    expect(screen.getByText('Adresse de galerie invalide.')).toBeTruthy();
    expect(apiMock.galleries.get).not.toHaveBeenCalled();
  });
});

describe('the gallery page, its hearts', () => {
  it('shows each photo lazily over its blurred preview, with a heart that is a real toggle button', async () => {
    apiMock.galleries.get.mockResolvedValue(gallery());
    renderGallery();
    const grid = await screen.findByRole('list', { name: 'Photos de la séance' });
    const images = within(grid).getAllByRole('img');
    expect(images).toHaveLength(4);
    expect(images[0]?.getAttribute('loading')).toBe('lazy');
    expect(images[0]?.getAttribute('srcset')).toBe(
      `${photoFile(1, '400.jpg')} 400w, ${photoFile(1, '800.jpg')} 800w`,
    );
    expect(grid.querySelector('source[type="image/webp"]')?.getAttribute('srcset')).toBe(
      `${photoFile(1, '400.webp')} 400w, ${photoFile(1, '800.webp')} 800w`,
    );
    expect(grid.querySelector('source[type="image/avif"]')).toBeNull();
    expect((images[0] as HTMLElement).closest('div')?.style.backgroundImage).toContain('data:image/webp');
    expect(hearts().map((heart) => heart.getAttribute('aria-pressed'))).toEqual([
      'false',
      'true',
      'false',
      'false',
    ]);
    expect(hearts()[0]?.tagName).toBe('BUTTON');
  });

  it('marks favourites, counts them against the formula and filters them', async () => {
    apiMock.galleries.get.mockResolvedValue(gallery());
    apiMock.galleries.setFavourite.mockImplementation(async (_album: number, photoId: string, on: boolean) =>
      on ? [id(2), photoId] : [],
    );
    const { user } = renderGallery();
    await screen.findByText('1 favori sur 3 photos incluses');
    await user.click(screen.getByRole('button', { name: 'Favori : IMG_3.jpg' }));
    expect(screen.getByRole('button', { name: 'Favori : IMG_3.jpg' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await screen.findByText('2 favoris sur 3 photos incluses');
    expect(apiMock.galleries.setFavourite).toHaveBeenCalledWith(5, id(3), true);

    await user.click(screen.getByLabelText('Afficher seulement mes favoris'));
    expect(
      within(screen.getByRole('list', { name: 'Photos de la séance' }))
        .getAllByRole('img')
        .map((image) => image.getAttribute('alt')),
    ).toEqual(['IMG_2.jpg', 'IMG_3.jpg']);
  });

  it('puts a heart back and says why when the server refuses it', async () => {
    apiMock.galleries.get.mockResolvedValue(gallery());
    apiMock.galleries.setFavourite.mockRejectedValue(
      new ApiError('Votre sélection a été envoyée au studio : elle ne peut plus être modifiée.', 409),
    );
    const { user } = renderGallery();
    await user.click(await screen.findByRole('button', { name: 'Favori : IMG_1.jpg' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/ne peut plus être modifiée/);
    expect(screen.getByRole('button', { name: 'Favori : IMG_1.jpg' }).getAttribute('aria-pressed')).toBe(
      'false',
    );
  });
});

describe('the gallery page, its selection', () => {
  it('sends the selection after a confirmation, then locks it', async () => {
    apiMock.galleries.get.mockResolvedValue(gallery());
    const answer = deferred<unknown>();
    apiMock.galleries.sendSelection.mockReturnValue(answer.promise);
    const { user } = renderGallery();
    await user.click(await screen.findByRole('button', { name: 'Envoyer ma sélection' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Envoyer ma sélection' });
    expect(dialog.textContent).toMatch(/Envoyer vos 1 favori au studio/);
    await user.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    answer.resolve({
      message: 'Votre sélection a été envoyée au studio.',
      selection: { status: 'sent', sentAt: '2026-11-27T10:00:00.000Z' },
    });
    await screen.findByText(
      /Sélection envoyée le 27\/11\/2026\. Votre sélection a été envoyée au studio : elle ne peut plus être modifiée\./,
    );
    expect(screen.queryByRole('button', { name: 'Envoyer ma sélection' })).toBeNull();
    for (const heart of hearts()) expect(heart).toHaveProperty('disabled', true);
  });
});

describe('the gallery of a guest and of its owner', () => {
  it('gives a guest their own hearts once named, and neither the selection nor the owner’s heading', async () => {
    apiMock.galleries.get.mockResolvedValue(gallery({ viewer: 'guest', guest: null, favourites: [] }));
    apiMock.galleries.nameGuest.mockResolvedValue({ guest: 'Léa', favourites: [id(3)] });
    apiMock.galleries.setFavourite.mockResolvedValue([id(3), id(1)]);
    const { user } = renderGallery();
    expect(await screen.findByRole('heading', { level: 1, name: 'Séance du 14 juin 2025' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Envoyer ma sélection' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Masquer aux invités/ })).toBeNull();

    await user.type(screen.getByLabelText('Votre prénom ou votre e-mail'), ' Léa ');
    await user.click(screen.getByRole('button', { name: 'Garder mes favoris' }));
    expect(await screen.findByText(/^Favoris de Léa : votre propre liste/)).toBeTruthy();
    expect(apiMock.galleries.nameGuest).toHaveBeenCalledWith(5, 'Léa');
    expect(hearts().map((heart) => heart.getAttribute('aria-pressed'))).toEqual([
      'false',
      'false',
      'true',
      'false',
    ]);
    // Not counted against the formula: the formula is the owner's.
    expect(screen.getByText('1 favori')).toBeTruthy();
    await user.click(hearts()[0] as HTMLElement);
    expect(apiMock.galleries.setFavourite).toHaveBeenCalledWith(5, id(1), true);
    await waitFor(() => expect(screen.getByText('2 favoris')).toBeTruthy());
  });

  it('shows the owner who chose what, and lets her hide a photo from her guests', async () => {
    const photos = [1, 2, 3, 4].map(photo);
    photos[0] = { ...(photos[0] as GalleryPhoto), chosenBy: ['Léa', 'Paul'] };
    photos[1] = { ...(photos[1] as GalleryPhoto), hidden: true };
    apiMock.galleries.get.mockResolvedValue(gallery({ photos }));
    apiMock.galleries.setHidden.mockResolvedValue(true);
    const { user } = renderGallery();
    expect(await screen.findByText('Choisie par Léa, Paul')).toBeTruthy();
    expect(screen.getAllByText('Masquée aux invités')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Masquer aux invités : IMG_1.jpg' }));
    expect(apiMock.galleries.setHidden).toHaveBeenCalledWith(5, id(1), true);
    expect(screen.getAllByText('Masquée aux invités')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Montrer aux invités : IMG_1.jpg' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Envoyer ma sélection' })).toBeTruthy();
  });
});
