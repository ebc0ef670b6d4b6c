import type { AdminAlbumPhoto } from '@lapm/contracts';

/* The album's photos as its gallery section's tests see them, and files to upload. */

export const photo = (index: number, change: Partial<AdminAlbumPhoto> = {}): AdminAlbumPhoto => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  fileName: `IMG_${index}.jpg`,
  width: 1200,
  height: 800,
  status: 'ready',
  error: null,
  favourite: false,
  hiddenFromGuests: false,
  chapterId: null,
  widths: [400, 800],
  uploadedAt: '2026-11-20T10:00:00.000Z',
  thumbUrl: `/api/thumb/${index}.webp`,
  ...change,
});

export const jpeg = (name: string, size = 1000) =>
  new File([new Uint8Array(size)], name, { type: 'image/jpeg' });
