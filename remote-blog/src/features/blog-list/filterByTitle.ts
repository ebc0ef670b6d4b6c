import type { BlogCard } from '@lapm/contracts';

/**
 * Lower case, without accents, with typographic apostrophes made straight: a visitor
 * typing "benefices" or "l'image" finds "Bénéfices" and "l’image".
 */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[’‘]/g, "'")
    .toLowerCase();
}

/** Spec section 5: the blog filter matches the title, case-insensitively. */
export function filterByTitle(cards: readonly BlogCard[], term: string): BlogCard[] {
  const needle = fold(term.trim());
  if (!needle) return [...cards];
  return cards.filter((card) => fold(card.title).includes(needle));
}
