import type { Gallery } from '@lapm/contracts';
import { screen } from '@testing-library/react';
import { renderScreen } from '../../test/helpers';
import GalleryPage from './GalleryPage';
import { allDownloads, galleryPhoto, galleryPhotoId, testGallery } from './testGallery';

/** The set-up the gallery page's tests share: a four-photo album, one heart, downloads on. */
export const id = galleryPhotoId;
export const photo = (index: number) => galleryPhoto(index, { blurDataUrl: 'data:image/webp;base64,AAAA' });
export const gallery = (change: Partial<Gallery> = {}): Gallery =>
  testGallery({
    photos: [1, 2, 3, 4].map(photo),
    includedPhotos: 3,
    downloadsEnabled: true,
    downloads: allDownloads,
    favourites: [id(2)],
    ...change,
  });

export const renderGallery = (albumId = '5') =>
  renderScreen(<GalleryPage />, { path: '/galerie/:albumId', url: `/galerie/${albumId}` });
export const hearts = () => screen.getAllByRole('button', { name: /^Favori : / });
