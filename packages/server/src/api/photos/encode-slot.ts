/**
 * One encode at a time in this process, whichever queue asks (the library's, the galleries'): an
 * encode keeps one core busy for a second or more, and the public pages must keep the other.
 */
let last: Promise<unknown> = Promise.resolve();

export function encodeExclusively<T>(encode: () => Promise<T>): Promise<T> {
  const turn = last.then(encode, encode);
  last = turn.catch(() => undefined);
  return turn;
}
