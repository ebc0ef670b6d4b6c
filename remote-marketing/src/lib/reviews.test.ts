import type { Review } from '@lapm/contracts';
import { describe, expect, it } from '@rstest/core';
import { meanRating, newestFirst, reviewSummary } from './reviews';

const review = (id: string, date: string, note: number): Review => ({
  id,
  nom: id,
  note,
  date,
  commentaire: '',
});

describe('reviews', () => {
  it('sorts DD/MM/YYYY dates newest first across months and years', () => {
    const sorted = newestFirst([
      review('a', '02/12/2023', 5),
      review('b', '14/02/2025', 4),
      review('c', '30/01/2025', 3),
      review('d', '01/06/2024', 5),
    ]);
    expect(sorted.map((r) => r.id)).toEqual(['b', 'c', 'd', 'a']);
  });

  it('averages the notes to one decimal', () => {
    expect(
      meanRating([review('a', '01/01/2025', 5), review('b', '01/01/2025', 4), review('c', '01/01/2025', 4)]),
    ).toBe(4.3);
    expect(meanRating([review('a', '01/01/2025', 5), review('b', '01/01/2025', 4)])).toBe(4.5);
    expect(meanRating([])).toBeNull();
  });

  it('feeds the structured data with the five newest reviews and the mean of all', () => {
    const all = [5, 4, 3, 5, 4, 1].map((note, index) => review(`r${index}`, `0${index + 1}/01/2025`, note));
    const summary = reviewSummary(all);
    expect(summary.featured.map((r) => r.id)).toEqual(['r5', 'r4', 'r3', 'r2', 'r1']);
    expect(summary.ratingValue).toBe(3.7);
    expect(summary.reviewCount).toBe(6);
  });
});
