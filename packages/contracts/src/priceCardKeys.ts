// Plain values only (no zod): the admin's form names a new card with them.

/** The shape of a card's key: lower-case letters, digits and dashes, as an address writes it. */
export const PRICE_CARD_KEY_PATTERN = /^[a-z0-9-]{1,60}$/;

/** A title as an address writes it: « Séance Été 2026 ! » → `seance-ete-2026`. */
export function slugOf(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 52)
    .replace(/-+$/, '');
}

/**
 * The key of a new card of /tarifs (docs/decisions/0021): drawn from its title, unique among the
 * cards (`-2`, `-3`… when taken), `carte` while it has no title. Once published, a card keeps it.
 */
export function priceCardKeyOf(title: string, taken: Iterable<string>, untitled = 'carte'): string {
  const used = new Set(taken);
  const base = slugOf(title) || untitled;
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const key = `${base}-${n}`;
    if (!used.has(key)) return key;
  }
}

/** The address of a card on /tarifs: links (articles, pages) point to it by its key. */
export const priceCardAnchorOf = (key: string) => `/tarifs#${key}`;

/**
 * The key of a new formula of a service page (docs/decisions/0025): as a card's, drawn from its
 * name, `formule` while it has none; kept once published (bookings and enquiries name it).
 */
export const formulaKeyFromName = (name: string, taken: Iterable<string>) =>
  priceCardKeyOf(name, taken, 'formule');
