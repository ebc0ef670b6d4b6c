import type { Review } from '@lapm/contracts';

/** 'DD/MM/YYYY' → 'YYYYMMDD', which sorts as text in date order. */
const sortKey = (date: string) => date.split('/').reverse().join('');

/**
 * Newest first (spec section 9); reviews of the same day keep their order. The keys are digits:
 * compared as code units, not with `localeCompare`, whose first call loads the browser's collation
 * data (tens of milliseconds on a phone, while the page hydrates).
 */
export function newestFirst(reviews: readonly Review[]): Review[] {
  return [...reviews]
    .map((review) => ({ review, key: sortKey(review.date) }))
    .sort((a, b) => (a.key < b.key ? 1 : a.key > b.key ? -1 : 0))
    .map(({ review }) => review);
}

/** Mean rating to one decimal, or null when there is nothing to average. */
export function meanRating(reviews: readonly Review[]): number | null {
  if (reviews.length === 0) return null;
  const sum = reviews.reduce((total, review) => total + review.note, 0);
  return Math.round((sum / reviews.length) * 10) / 10;
}

/** What a page's structured data carries: its five newest reviews and the mean rating of all. */
export function reviewSummary(reviews: readonly Review[]) {
  return {
    featured: newestFirst(reviews).slice(0, 5),
    ratingValue: meanRating(reviews),
    reviewCount: reviews.length,
  };
}
