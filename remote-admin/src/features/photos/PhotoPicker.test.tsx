import { api } from '@lapm/api-client';
import type { Photo } from '@lapm/contracts';
import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PhotoPicker } from './PhotoPicker';

rs.mock('@lapm/api-client', { spy: true });

const photo = (id: string, alt: string, fields: Partial<Photo> = {}): Photo => ({
  id,
  name: `${id}.jpg`,
  alt,
  status: 'ready',
  error: null,
  published: true,
  width: 800,
  height: 1200,
  widths: [160, 480, 800],
  placeholder: 'data:image/webp;base64,AAAA',
  uploaded_at: '2026-05-12T10:00:00.000Z',
  focal_point: { x: 50, y: 50 },
  ...fields,
});
const library = [
  photo('a', 'Étang de Thau', { focal_point: { x: 30, y: 20 } }),
  photo('b', 'Vignes du Pic Saint-Loup'),
  photo('c', 'Cirque de Navacelles'),
];

beforeEach(() => {
  rs.resetAllMocks();
  rs.mocked(api.photos.list).mockResolvedValue({ data: library, total: 3, page: 1, page_size: 48 });
});

describe('PhotoPicker', () => {
  it('shows published photos as small thumbnails cropped on their focal point, and gives the one tapped', async () => {
    const picked: Photo[] = [];
    render(<PhotoPicker chosen={['b']} onPick={(chosen) => picked.push(chosen)} />);
    const etang = await screen.findByRole('button', { name: 'Choisir « Étang de Thau »' });
    expect(api.photos.list).toHaveBeenCalledWith({ q: '', published: 'true', page: 1 });
    const thumbnail = etang.querySelector('img') as HTMLImageElement;
    // The pipeline's smallest variant, not the photo itself.
    expect(thumbnail.getAttribute('src')).toMatch(/\/photos\/a\/files\/160\.webp$/);
    expect(thumbnail.style.objectPosition).toBe('30% 20%');

    const chosen = screen.getByRole('button', { name: '« Vignes du Pic Saint-Loup », déjà choisie' });
    expect(chosen.getAttribute('aria-pressed')).toBe('true');
    expect((chosen as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(etang);
    expect(picked.map((entry) => entry.id)).toEqual(['a']);
  });

  it('moves between thumbnails with the arrow keys and chooses with Enter', async () => {
    const picked: Photo[] = [];
    render(<PhotoPicker onPick={(chosen) => picked.push(chosen)} />);
    (await screen.findByRole('button', { name: 'Choisir « Étang de Thau »' })).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Choisir « Cirque de Navacelles »');
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    expect(picked.map((entry) => entry.id)).toEqual(['b']);
    await userEvent.keyboard('{Home}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Choisir « Étang de Thau »');
  });

  it('searches on Enter without sending a form it sits in', async () => {
    let submitted = 0;
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitted++;
        }}
      >
        <PhotoPicker onPick={() => {}} />
      </form>,
    );
    await screen.findByRole('button', { name: 'Choisir « Étang de Thau »' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher une photo' }), 'vignes{Enter}');
    await waitFor(() =>
      expect(api.photos.list).toHaveBeenLastCalledWith({ q: 'vignes', published: 'true', page: 1 }),
    );
    expect(submitted).toBe(0);
  });

  it('says when no published photo matches', async () => {
    rs.mocked(api.photos.list).mockResolvedValue({ data: [], total: 0, page: 1, page_size: 48 });
    render(<PhotoPicker onPick={() => {}} />);
    expect(
      await screen.findByText('Aucune photo publiée ne correspond : publiez-en depuis la page Photos.'),
    ).toBeTruthy();
  });
});
