/**
 * Services search (spec section 5): a case-insensitive substring match on the title.
 * Surrounding spaces of the term are ignored, so an accidental space does not empty the grid.
 */
export function searchByTitle<T extends { title: string }>(items: readonly T[], term: string): T[] {
  const needle = term.trim().toLocaleLowerCase('fr');
  if (needle === '') return [...items];
  return items.filter((item) => item.title.toLocaleLowerCase('fr').includes(needle));
}
