import type { AdminAlbumPhoto } from '@lapm/contracts';
import { describe, expect, it } from '@rstest/core';
import { groupPhotos, photoOrderAfterDrop, photoOrderAfterStep } from './chapterOrder';

const photo = (id: string, chapterId: number | null) => ({ id, chapterId }) as AdminAlbumPhoto;
const chapters = [
  { id: 1, title: 'Préparatifs' },
  { id: 2, title: 'Cérémonie' },
];
const groups = groupPhotos(
  [photo('x', null), photo('a', 1), photo('b', 1), photo('c', 1), photo('d', 2), photo('lost', 99)],
  chapters,
);

describe('the album’s order on the chapters board', () => {
  it('groups the photos in no chapter (or a chapter gone) first, then each chapter', () => {
    expect(groups.map((group) => [group.chapter?.title ?? null, group.photos.map((one) => one.id)])).toEqual([
      [null, ['x', 'lost']],
      ['Préparatifs', ['a', 'b', 'c']],
      ['Cérémonie', ['d']],
    ]);
  });

  it('moves a photo a step or to a dropped place within its chapter, never past its ends', () => {
    expect(photoOrderAfterStep(groups, 'b', -1)).toEqual(['x', 'lost', 'b', 'a', 'c', 'd']);
    expect(photoOrderAfterStep(groups, 'c', 1)).toBeNull();
    expect(photoOrderAfterStep(groups, 'd', -1)).toBeNull();
    expect(photoOrderAfterDrop(groups, 'c', 'a')).toEqual(['x', 'lost', 'c', 'a', 'b', 'd']);
    expect(photoOrderAfterDrop(groups, 'a', 'c')).toEqual(['x', 'lost', 'b', 'c', 'a', 'd']);
  });
});
