// Plain values only (no zod): the remotes and the server read them.

/**
 * A list drawn at random at each visit (the portfolio's albums, spec section 9: random samples
 * on load), with how many items it shows. The server render draws it; hydrating, the page
 * adopts the draw it was served (the items' DRAWN_ITEM_ATTRIBUTE) instead of drawing again.
 */
export const DRAW_ATTRIBUTE = 'data-draw';

/** On each item of such a list: which photo it shows, so the page can tell what was drawn. */
export const DRAWN_ITEM_ATTRIBUTE = 'data-photo';

/**
 * `count` distinct items drawn at random from `pool` (partial Fisher-Yates), in random
 * order. `random` is injectable so tests can make the draw predictable.
 */
export function sample<T>(pool: readonly T[], count: number, random: () => number = Math.random): T[] {
  const copy = [...pool];
  const n = Math.min(count, copy.length);
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(random() * (copy.length - i));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, n);
}
