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
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  // The wording is read when the call fails, not a reason to load again.
  const [wording] = useState(() => describe);
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (data) => {
        if (current) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (current) setState({ status: 'error', message: wording(error), httpStatus: errorStatus(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [load, wording]);
  return state;
}
