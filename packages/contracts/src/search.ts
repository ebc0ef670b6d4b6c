/**
 * Searches of spec section 5, shared by the public and admin screens: case and accents
 * are ignored and typographic apostrophes count as straight ones, so a visitor typing
 * "ceremonie" or "l'image" finds "Cérémonie" and "L’image".
 */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[’‘]/g, "'")
    .toLowerCase()
    .trim();
}

/** The title searches of /tarifs and /blog: a substring of the title, folded as above. */
export function searchByTitle<T extends { title: string }>(items: readonly T[], term: string): T[] {
  const needle = normalizeForSearch(term);
  if (needle === '') return [...items];
  return items.filter((item) => normalizeForSearch(item.title).includes(needle));
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
