import * as apiClient from '@lapm/api-client' with { rstest: 'importActual' };
import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import { apiMock, renderScreen } from '../../test/helpers';
import GalleryPage from './GalleryPage';
import { galleryPhoto, photoFile, testGallery } from './testGallery';

rs.mock('@lapm/api-client', () => ({ ...apiClient, api: apiMock }));

/** A photo at a single width, in the chapter given (or none). */
const photo = (index: number, chapterId: number | null) =>
  galleryPhoto(index, {
    widths: [400],
    chapterId,
    srcset: { webp: `${photoFile(index, '400.webp')} 400w`, jpeg: `${photoFile(index, '400.jpg')} 400w` },
    src: photoFile(index, '400.jpg'),
  });
const gallery = testGallery;
const renderGallery = () => renderScreen(<GalleryPage />, { path: '/galerie/:albumId', url: '/galerie/5' });
const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link', { name: /^Agrandir/ })
    .map((link) => link.getAttribute('aria-label'));

beforeEach(() => {
  rs.resetAllMocks();
});

describe('a gallery in chapters', () => {
  it('shows a menu of chapter links, then each chapter’s heading over its photos', async () => {
    apiMock.galleries.get.mockResolvedValue(
      gallery({
        chapters: [
          { id: 3, title: 'Préparatifs' },
          { id: 9, title: 'Cérémonie' },
        ],
        photos: [photo(1, null), photo(2, 3), photo(3, 9), photo(4, 9)],
      }),
    );
    renderGallery();
    const menu = await screen.findByRole('navigation', { name: 'Chapitres' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Préparatifs', '#chapitre-3'],
      ['Cérémonie', '#chapitre-9'],
    ]);
    // Each link's target is its chapter's heading.
    const heading = screen.getByRole('heading', { name: 'Cérémonie' });
    expect(heading.id).toBe('chapitre-9');
    expect(names(screen.getByRole('list', { name: 'Photos de la séance' }))).toHaveLength(1);
    expect(names(screen.getByRole('list', { name: 'Photos : Préparatifs' }))).toHaveLength(1);
    expect(names(screen.getByRole('list', { name: 'Photos : Cérémonie' }))).toEqual([
      expect.stringContaining('IMG_3.jpg'),
      expect.stringContaining('IMG_4.jpg'),
    ]);
  });

  it('is one plain grid when the album has no chapter', async () => {
    apiMock.galleries.get.mockResolvedValue(gallery({ photos: [photo(1, null), photo(2, null)] }));
    renderGallery();
    const grid = await screen.findByRole('list', { name: 'Photos de la séance' });
    expect(names(grid)).toHaveLength(2);
    expect(screen.queryByRole('navigation', { name: 'Chapitres' })).toBeNull();
  });
});
