import * as apiClient from '@lapm/api-client' with { rstest: 'importActual' };
import type { Gallery, GalleryPhoto } from '@lapm/contracts';
import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import { apiMock, renderScreen } from '../../test/helpers';
import GalleryPage from './GalleryPage';

rs.mock('@lapm/api-client', () => ({ ...apiClient, api: apiMock }));

const id = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
const photo = (index: number, chapterId: number | null): GalleryPhoto => ({
  id: id(index),
  fileName: `IMG_${index}.jpg`,
  width: 1200,
  height: 800,
  blurDataUrl: null,
  widths: [400],
  hidden: false,
  chosenBy: [],
  chapterId,
  srcset: { webp: `/api/g/${index}/400.webp 400w`, jpeg: `/api/g/${index}/400.jpg 400w` },
  src: `/api/g/${index}/400.jpg`,
  downloadUrl: `/api/g/${index}/original`,
  webDownloadUrl: `/api/g/${index}/web`,
});
const noDownloads = { high: false, web: false, watermarked: false, pinAsked: false, favouritesOnly: false };
const gallery = (change: Partial<Gallery>): Gallery => ({
  album: {
    id: 5,
    title: 'Léa Martin',
    date: '14/06/2025',
    availableUntil: null,
    name: '',
    welcome: '',
    cover: null,
  },
  photos: [],
  chapters: [],
  includedPhotos: 0,
  downloadsEnabled: false,
  downloads: noDownloads,
  selection: { status: 'open', sentAt: null },
  favourites: [],
  viewer: 'owner',
  guest: null,
  archiveUrl: '/api/galleries/5/archive.zip',
  webArchiveUrl: '/api/galleries/5/archive-web.zip',
  ...change,
});
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
