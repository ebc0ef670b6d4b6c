import * as apiClient from '@lapm/api-client' with { rstest: 'importActual' };
import { galleryWithAddresses } from '@lapm/api-client/gallery-addresses';
import { PageDataProvider } from '@lapm/api-client/page-data';
import { GALLERY_KEY, type GalleryData } from '@lapm/contracts';
import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { apiMock, deferred, renderScreen } from '../../test/helpers';
import GalleryPage from './GalleryPage';
import { galleryPhotoData, testGalleryData } from './testGallery';

rs.mock('@lapm/api-client', () => ({ ...apiClient, api: apiMock }));

/** The gallery as the API sends it and the server hands it to the page (paths and widths only). */
const served: GalleryData = testGalleryData({ photos: [1, 2].map(galleryPhotoData) });

beforeEach(() => {
  rs.resetAllMocks();
});

const withServed = (page: ReactElement) => (
  <PageDataProvider value={{ path: '/galerie/5', values: { [GALLERY_KEY]: served } }}>
    {page}
  </PageDataProvider>
);

describe('the gallery the server gave its first screen', () => {
  it('is shown on the first render, its photos linked with their srcset, before the API answers', () => {
    apiMock.galleries.get.mockReturnValue(deferred<never>().promise);
    renderScreen(
      <PageDataProvider value={{ path: '/galerie/5', values: { [GALLERY_KEY]: served } }}>
        <GalleryPage />
      </PageDataProvider>,
      { path: '/galerie/:albumId', url: '/galerie/5' },
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Votre séance du 14 juin 2025');
    expect(screen.queryByText('Chargement de la galerie...')).toBeNull();
    const link = screen.getByRole('link', { name: 'Agrandir IMG_1.jpg' });
    expect(link.getAttribute('href')).toContain('/galleries/5/photos/00000000-0000-4000-8000-000000000001/');
    expect(link.querySelector('img')?.getAttribute('srcset')).toMatch(/400w/);
    expect(apiMock.galleries.get).toHaveBeenCalledWith(5);
  });

  it('gives way to the API’s answer when it differs (the downloads her PIN opened)', async () => {
    const high = { ...served.downloads, high: true, web: true };
    apiMock.galleries.get.mockResolvedValue(galleryWithAddresses(5, { ...served, downloads: high }));
    renderScreen(withServed(<GalleryPage />), { path: '/galerie/:albumId', url: '/galerie/5' });
    expect(screen.queryByRole('link', { name: 'Tout télécharger (haute résolution, ZIP)' })).toBeNull();
    expect(
      await screen.findByRole('link', { name: 'Tout télécharger (haute résolution, ZIP)' }),
    ).toBeTruthy();
  });
});
