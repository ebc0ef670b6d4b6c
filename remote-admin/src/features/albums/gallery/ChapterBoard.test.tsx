import { api } from '@lapm/api-client';
import type { AdminAlbumPhoto, Chapter } from '@lapm/contracts';
import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChapterBoard } from './ChapterBoard';

rs.mock('@lapm/api-client', { spy: true });

const id = (index: number) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
const photo = (index: number, chapterId: number | null): AdminAlbumPhoto => ({
  id: id(index),
  fileName: `IMG_${index}.jpg`,
  width: 1200,
  height: 800,
  status: 'ready',
  error: null,
  favourite: false,
  hiddenFromGuests: false,
  chapterId,
  widths: [400],
  uploadedAt: '2026-11-20T10:00:00.000Z',
  thumbUrl: `/api/thumb/${index}.webp`,
});
const chapters: Chapter[] = [
  { id: 1, title: 'Préparatifs' },
  { id: 2, title: 'Cérémonie' },
];
// In the server's order: no chapter first, then each chapter's.
const photos = [photo(5, null), photo(1, 1), photo(2, 1), photo(3, 2), photo(4, 2)];

const calls = {
  create: rs.fn(),
  rename: rs.fn(),
  remove: rs.fn(),
  order: rs.fn(),
  movePhoto: rs.fn(),
  orderPhotos: rs.fn(),
  sortPhotos: rs.fn(),
};

beforeEach(() => {
  rs.resetAllMocks();
  for (const call of Object.values(calls)) call.mockResolvedValue({ message: 'Enregistré.' });
  rs.mocked(api.adminChapters).mockResolvedValue(
    calls as unknown as Awaited<ReturnType<typeof api.adminChapters>>,
  );
});

const board = (onChanged = rs.fn()) => {
  render(<ChapterBoard albumId={7} photos={photos} chapters={chapters} onChanged={onChanged} />);
  return onChanged;
};

describe('« Chapitres et ordre des photos »', () => {
  it('shows each chapter with its photos in order, the photos in no chapter first', () => {
    board();
    const names = (label: string) =>
      within(screen.getByRole('list', { name: label }))
        .getAllByRole('listitem')
        .map((item) => within(item).getByText(/^IMG_/).textContent);
    expect(names('Photos sans chapitre')).toEqual(['IMG_5.jpg']);
    expect(names('Photos du chapitre « Préparatifs »')).toEqual(['IMG_1.jpg', 'IMG_2.jpg']);
    expect(names('Photos du chapitre « Cérémonie »')).toEqual(['IMG_3.jpg', 'IMG_4.jpg']);
    // The first photo of a chapter cannot go up, nor the first chapter.
    expect((screen.getByRole('button', { name: 'Monter IMG_1.jpg' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(
      (screen.getByRole('button', { name: 'Monter le chapitre « Préparatifs »' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
  });

  it('moves a photo a step within its chapter with the keyboard, sending the whole album’s order', async () => {
    const onChanged = board();
    const down = screen.getByRole('button', { name: 'Descendre IMG_3.jpg' });
    down.focus();
    await userEvent.keyboard('{Enter}');
    expect(calls.orderPhotos).toHaveBeenCalledWith(7, [id(5), id(1), id(2), id(4), id(3)]);
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(screen.getByText('Enregistré.').getAttribute('role')).toBe('status');
  });

  it('moves a photo to another chapter, orders chapters, sorts by file name or capture time and adds a chapter', async () => {
    board();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Chapitre de IMG_5.jpg' }), 'Cérémonie');
    await user.click(screen.getByRole('button', { name: 'Déplacer IMG_5.jpg' }));
    expect(calls.movePhoto).toHaveBeenCalledWith(7, id(5), 2);
    await user.click(screen.getByRole('button', { name: 'Descendre le chapitre « Préparatifs »' }));
    expect(calls.order).toHaveBeenCalledWith(7, [2, 1]);
    await user.click(screen.getByRole('button', { name: 'Trier par nom de fichier' }));
    expect(calls.sortPhotos).toHaveBeenCalledWith(7, 'fileName');
    await user.click(screen.getByRole('button', { name: 'Trier par date de prise de vue' }));
    expect(calls.sortPhotos).toHaveBeenLastCalledWith(7, 'captureTime');
    await user.type(screen.getByRole('textbox', { name: 'Nouveau chapitre' }), 'Soirée');
    await user.click(screen.getByRole('button', { name: 'Ajouter le chapitre' }));
    expect(calls.create).toHaveBeenCalledWith(7, 'Soirée');
  });

  it('says what the server refused', async () => {
    calls.orderPhotos.mockRejectedValue(
      new Error('Cette liste ne correspond pas aux photos de l’album : rechargez la page.'),
    );
    const onChanged = board();
    await userEvent.click(screen.getByRole('button', { name: 'Monter IMG_2.jpg' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Cette liste ne correspond pas aux photos de l’album : rechargez la page.',
    );
    expect(onChanged).not.toHaveBeenCalled();
  });
});
