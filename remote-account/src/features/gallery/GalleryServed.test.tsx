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

  it('keeps the photos it drew in place when the API brings the rest, their hidden state included', async () => {
    const owner = { ...served, viewer: 'owner' as const };
    const hiddenThird = { ...galleryPhotoData(3), hidden: true };
    // The API client's parse gives its keys in the schema's order, not the server's.
    const reordered = (photo: GalleryData['photos'][number]) =>
      Object.fromEntries(Object.entries(photo).reverse()) as typeof photo;
    const whole = { ...owner, photos: [...owner.photos, hiddenThird].map(reordered) };
    const answer = deferred<ReturnType<typeof galleryWithAddresses>>();
    apiMock.galleries.get.mockReturnValue(answer.promise);
    renderScreen(
      <PageDataProvider value={{ path: '/galerie/5', values: { [GALLERY_KEY]: owner } }}>
        <GalleryPage />
      </PageDataProvider>,
      { path: '/galerie/:albumId', url: '/galerie/5' },
    );
    const first = screen.getByRole('link', { name: 'Agrandir IMG_1.jpg' });
    answer.resolve(galleryWithAddresses(5, whole));
    expect(await screen.findByRole('link', { name: 'Agrandir IMG_3.jpg' })).toBeTruthy();
    // The same element: the view was not drawn again.
    expect(screen.getByRole('link', { name: 'Agrandir IMG_1.jpg' })).toBe(first);
    expect(screen.getByRole('button', { name: 'Montrer aux invités : IMG_3.jpg' })).toBeTruthy();
  });
});
