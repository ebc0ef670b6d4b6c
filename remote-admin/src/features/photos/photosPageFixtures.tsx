import type { Photo, PhotoPage } from '@lapm/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderRoute } from '../../test/render';
import PhotosPage from './PhotosPage';

/* The photo library as its page's tests see it: photos and pages of them, files to pick, the upload list. */

export const photo = (fields: Partial<Photo> = {}): Photo => ({
  id: '0b6c2a4e-6a43-4d7e-9d7e-2f1f5c1e9a10',
  name: 'mariage.jpg',
  alt: '',
  status: 'ready',
  error: null,
  published: false,
  width: 800,
  height: 1200,
  widths: [480, 800],
  placeholder: 'data:image/webp;base64,AAAA',
  uploaded_at: '2026-05-12T10:00:00.000Z',
  ...fields,
});
export const page = (data: Photo[], total = data.length, uses: PhotoPage['uses'] = {}) => ({
  data,
  total,
  page: 1,
  page_size: 48,
  uses,
});
export const altLabel = 'Description pour les personnes aveugles et les moteurs de recherche';

export const file = (name: string, type = 'image/jpeg', size?: number) => {
  const made = new File(['xx'], name, { type });
  if (size !== undefined) Object.defineProperty(made, 'size', { value: size });
  return made;
};

export const renderPage = (url = '/admin/photos') =>
  renderRoute(<PhotosPage />, { pattern: '/admin/photos', url });
export const pick = (...files: File[]) =>
  fireEvent.change(screen.getByLabelText('Choisir des photos', { selector: 'input' }), {
    target: { files },
  });
export const uploadRow = (name: string) =>
  within(screen.getByRole('list', { name: 'Photos envoyées' }))
    .getByText(name)
    .closest('li') as HTMLElement;
