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
