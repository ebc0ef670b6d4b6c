// The portfolio's draws (docs/decisions/0006): the server only picks the seed (DRAW_SEEDS of
// @lapm/contracts), the page draws its photos from it on both sides.

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

/**
 * A generator of numbers in [0, 1) from a seed (mulberry32): the server renders a draw from
 * a seed and sends the seed in the page's boot data, and the browser draws the same photos
 * again when it hydrates.
 */
export function seededRandom(seed: number, salt = ''): () => number {
  // Each list of a page (`salt`, e.g. an album's id) draws from its own sequence.
  let state = seed >>> 0;
  for (let i = 0; i < salt.length; i++) state = Math.imul(state ^ salt.charCodeAt(i), 0x01000193) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
