import { useEffect, useState } from 'react';
import { errorMessage, errorStatus } from '../submission/errors';

export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string; httpStatus: number | null }
  | { status: 'ready'; data: T };

/**
 * Runs `load` on mount and whenever it changes (wrap it in useCallback), keeping only the
 * latest answer: a slow response for a previous id never overwrites the current one, nor
 * does one for a screen already left. `describe` words a failure (the API client's text by default).
 */
export function useLoad<T>(
  load: () => Promise<T>,
  describe: (failure: unknown) => string = errorMessage,
): LoadState<T> {
  // Each state remembers the call it answers: an answer settled in the very update that brings
  // a new call (before the effect below can drop it) is not the new call's answer.
  const [answer, setAnswer] = useState<{ load: () => Promise<T>; state: LoadState<T> } | null>(null);
  // The wording is read when the call fails, not a reason to load again.
  const [wording] = useState(() => describe);
  useEffect(() => {
    let current = true;
    load().then(
      (data) => {
        if (current) setAnswer({ load, state: { status: 'ready', data } });
      },
      (error: unknown) => {
        if (current)
          setAnswer({
            load,
            state: { status: 'error', message: wording(error), httpStatus: errorStatus(error) },
          });
      },
    );
    return () => {
      current = false;
    };
  }, [load, wording]);
  return answer?.load === load ? answer.state : loading;
}

const loading = { status: 'loading' } as const;
