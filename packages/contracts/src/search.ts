/**
 * List searches of spec section 5, shared by the client and admin screens: case and
 * accents are ignored, and a numeric term also matches the id exactly.
 */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

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
