/**
 * Searches of spec section 5, shared by the public and admin screens: case and accents are
 * ignored, and hyphens and apostrophes (straight or typographic) count as a space, so a visitor
 * typing "ceremonie", "l'image" or "nouveau ne" finds "Cérémonie", "L’image" and "Nouveau-Né".
 */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[\p{Dash_Punctuation}'’‘ʼ]/gu, ' ')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The title searches of /tarifs and /blog, drawn by the server and by the app alike: a title
 * matches when it holds, folded as above, every word of the term in any order. A substring of the
 * title is the one-word case, so "cv photo" finds "Photo de CV" and "rtage de" still finds
 * "Reportage de mariage".
 */
export function searchByTitle<T extends { title: string }>(items: readonly T[], term: string): T[] {
  return titleSearch(items)(term);
}

/** The same search, its titles folded once, for many terms (the server's searches that find nothing). */
export function titleSearch<T extends { title: string }>(items: readonly T[]): (term: string) => T[] {
  const titles = items.map((item) => normalizeForSearch(item.title));
  return (term) => {
    const words = normalizeForSearch(term).split(' ').filter(Boolean);
    if (words.length === 0) return [...items];
    return items.filter((_, index) => words.every((word) => titles[index]?.includes(word)));
  };
}

/** The admin and account lists: a numeric term also matches the id exactly. */
export function matchesSearch(
  term: string,
  id: number,
  fields: readonly (string | null | undefined)[],
): boolean {
  const needle = normalizeForSearch(term);
  if (!needle) return true;
  if (/^\d+$/.test(needle) && Number(needle) === id) return true;
  return fields.some((field) => field != null && normalizeForSearch(field).includes(needle));
}
