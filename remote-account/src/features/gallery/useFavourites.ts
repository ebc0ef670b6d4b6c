import { api } from '@lapm/api-client';
import { errorMessage } from '@lapm/forms';
import { useCallback, useRef, useState } from 'react';

/**
 * The client's favourites: a heart changes at once, the server's answer (the whole list) then
 * stands; a refusal (the selection was sent meanwhile) puts the heart back and says why.
 */
export function useFavourites(albumId: number, initial: readonly string[]) {
  const [favourites, setShown] = useState<ReadonlySet<string>>(() => new Set(initial));
  // What the hearts show, read by a tap without waiting for a render.
  const shown = useRef(favourites);
  const setFavourites = useCallback((next: ReadonlySet<string>) => {
    shown.current = next;
    setShown(next);
  }, []);
  const [error, setError] = useState<string | null>(null);
  // Each photo's latest request wins: two quick taps must not end on the first answer.
  const latest = useRef(new Map<string, number>());
  const counter = useRef(0);

  const toggle = useCallback(
    (photoId: string) => {
      const wanted = !shown.current.has(photoId);
      const changed = new Set(shown.current);
      if (wanted) changed.add(photoId);
      else changed.delete(photoId);
      setFavourites(changed);
      const request = ++counter.current;
      latest.current.set(photoId, request);
      setError(null);
      api.galleries.setFavourite(albumId, photoId, wanted).then(
        (list) => {
          if (counter.current === request) setFavourites(new Set(list));
        },
        (failure: unknown) => {
          if (latest.current.get(photoId) !== request) return;
          const back = new Set(shown.current);
          if (wanted) back.delete(photoId);
          else back.add(photoId);
          setFavourites(back);
          setError(errorMessage(failure));
        },
      );
    },
    [albumId, setFavourites],
  );

  /** A whole new list (a guest who has just given their name gets theirs). */
  const replace = useCallback(
    (list: readonly string[]) => {
      setError(null);
      setFavourites(new Set(list));
    },
    [setFavourites],
  );

  return { favourites, toggle, replace, error };
}
