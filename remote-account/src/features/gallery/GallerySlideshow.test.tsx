import * as apiClient from '@lapm/api-client' with { rstest: 'importActual' };
import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { apiMock, renderScreen } from '../../test/helpers';
import GalleryPage from './GalleryPage';
import { SLIDE_MS } from './Slideshow';
import { galleryPhoto, photoFile, testGallery } from './testGallery';

rs.mock('@lapm/api-client', () => ({ ...apiClient, api: apiMock }));

/** Photo 2 is a portrait (2:3), the others landscapes (3:2). */
const photo = (index: number) => galleryPhoto(index, index === 2 ? { width: 800, height: 1200 } : {});
const gallery = testGallery({ photos: [1, 2, 3, 4].map(photo), includedPhotos: 3 });

const renderGallery = () => renderScreen(<GalleryPage />, { path: '/galerie/:albumId', url: '/galerie/5' });
const viewer = () => screen.getByRole('dialog', { name: 'Visionneuse photo' });
/** Time passing, a slide at a time: each next photo sets its own timer once drawn. */
async function wait(ms: number) {
  for (let left = ms; left > 0; left -= SLIDE_MS) {
    await act(() => rs.advanceTimersByTime(Math.min(left, SLIDE_MS)));
  }
}

beforeEach(() => {
  rs.resetAllMocks();
  apiMock.galleries.get.mockResolvedValue(gallery);
});

afterEach(() => {
  rs.useRealTimers();
});

describe('the gallery’s grid', () => {
  it('shows a portrait whole, in a box of its own shape, sized for the box and not the screen', async () => {
    renderGallery();
    const grid = await screen.findByRole('list', { name: 'Photos de la séance' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(4);
    const portrait = within(grid).getByRole('img', { name: 'IMG_2.jpg' }) as HTMLImageElement;
    const box = portrait.closest('div') as HTMLElement;
    expect(Number.parseFloat(box.style.aspectRatio)).toBeCloseTo(800 / 1200, 3);
    const landscape = within(grid).getByRole('img', { name: 'IMG_1.jpg' }).closest('div') as HTMLElement;
    expect(Number.parseFloat(landscape.style.aspectRatio)).toBeCloseTo(1.5, 3);
    // The file is chosen for the box its row gives it: a share of the grid's width, not 50vw;
    // on a 3× phone, two thirds of it (the thumbnails a 2× phone gets).
    const sizes = portrait.getAttribute('sizes') ?? '';
    expect(sizes).toMatch(
      /^\(max-width: 25rem\) and \(min-resolution: 2\.5dppx\) calc\(\(\(100vw - 2rem\) \* 2 \/ 3 - \d+px\) \/ [\d.]+\)/,
    );
    expect(sizes).toMatch(/, \(max-width: 25rem\) calc\(\(100vw - 2rem - \d+px\) \/ [\d.]+\)/);
    expect(portrait.getAttribute('loading')).toBe('lazy');
    expect(within(grid).getByRole('link', { name: 'Agrandir IMG_2.jpg' }).getAttribute('href')).toBe(
      photoFile(2, '800.jpg'),
    );
  });
});

describe('the viewer’s slideshow', () => {
  it('moves to the next photo every few seconds, pauses, and stops when the viewer closes', async () => {
    renderGallery();
    fireEvent.click(await screen.findByRole('link', { name: 'Agrandir IMG_2.jpg' }));
    rs.useFakeTimers();
    within(viewer()).getByText('Photo 2 sur 4');
    fireEvent.click(within(viewer()).getByRole('button', { name: 'Diaporama' }));
    await wait(SLIDE_MS - 100);
    within(viewer()).getByText('Photo 2 sur 4');
    await wait(100);
    within(viewer()).getByText('Photo 3 sur 4');
    await wait(SLIDE_MS);
    within(viewer()).getByText('Photo 4 sur 4');
    await wait(SLIDE_MS);
    // Round to the first after the last.
    within(viewer()).getByText('Photo 1 sur 4');

    fireEvent.click(within(viewer()).getByRole('button', { name: 'Pause' }));
    await wait(SLIDE_MS * 2);
    within(viewer()).getByText('Photo 1 sur 4');

    fireEvent.click(within(viewer()).getByRole('button', { name: 'Diaporama' }));
    fireEvent.click(within(viewer()).getByRole('button', { name: 'Fermer la visionneuse' }));
    await wait(SLIDE_MS * 3);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Agrandir IMG_4.jpg' }));
    await wait(SLIDE_MS * 2);
    within(viewer()).getByText('Photo 4 sur 4');
    within(viewer()).getByRole('button', { name: 'Diaporama' });
  });

  it('stops when the visitor moves to a photo herself, and the space bar starts it off a control', async () => {
    renderGallery();
    fireEvent.click(await screen.findByRole('link', { name: 'Agrandir IMG_1.jpg' }));
    rs.useFakeTimers();
    fireEvent.keyDown(viewer(), { key: ' ' });
    await wait(SLIDE_MS);
    within(viewer()).getByText('Photo 2 sur 4');
    fireEvent.click(within(viewer()).getByRole('button', { name: 'Photo suivante' }));
    within(viewer()).getByText('Photo 3 sur 4');
    await wait(SLIDE_MS * 2);
    within(viewer()).getByText('Photo 3 sur 4');
    within(viewer()).getByRole('button', { name: 'Diaporama' });
  });
});
