import type { ReactNode } from 'react';
import { FormError, StatusMessage } from '../form/Form';
import type { LoadState } from './useLoad';

interface LoadGateProps<T> {
  state: LoadState<T>;
  loadingText: string;
  /** Shown for a 404 instead of the server's wording, as the spec's catalogue says. */
  notFoundText: string;
  children: (data: T) => ReactNode;
}

/** What an edit screen shows while its record loads, if it fails, and once it is there. */
export function LoadGate<T>({ state, loadingText, notFoundText, children }: LoadGateProps<T>) {
  switch (state.status) {
    case 'loading':
      return <StatusMessage>{loadingText}</StatusMessage>;
    case 'error':
      return <FormError>{state.httpStatus === 404 ? notFoundText : state.message}</FormError>;
    case 'ready':
      return children(state.data);
  }
}
