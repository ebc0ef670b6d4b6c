import { type ListStatus, listStatus } from '@lapm/ui';
import { useState } from 'react';
import type { LoadState } from '../load/useLoad';

/**
 * A search over a loaded list: the term typed, the items it keeps, and the list's state
 * (loading, error, empty, no match, ready) in the order the spec gives them precedence.
 */
export function useListSearch<T>(state: LoadState<T[]>, matches: (term: string, item: T) => boolean) {
  const [term, setTerm] = useState('');
  const items = state.status === 'ready' ? state.data : [];
  const shown = items.filter((item) => matches(term, item));
  const error = state.status === 'error' ? state.message : null;
  const status: ListStatus = listStatus({
    loading: state.status === 'loading',
    error,
    total: items.length,
    shown: shown.length,
  });
  return { term, setTerm, items, shown, error, status };
}
