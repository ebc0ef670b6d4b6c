import { useEffect, useState } from 'react';
import { errorMessage, errorStatus } from './errors';

export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string; httpStatus: number | null }
  | { status: 'ready'; data: T };

/**
 * Runs `load` on mount and whenever it changes (wrap it in useCallback), keeping only the
 * latest answer: a slow response for a previous id never overwrites the current one.
 */
export function useLoad<T>(load: () => Promise<T>): LoadState<T> {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    load().then(
      (data) => {
        if (current) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (current)
          setState({ status: 'error', message: errorMessage(error), httpStatus: errorStatus(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [load]);
  return state;
}
