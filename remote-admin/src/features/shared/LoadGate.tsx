import type { ReactNode } from 'react';
import styles from './Form.module.css';
import type { LoadState } from './useLoad';

/** A problem that stops an edit screen (missing id, not found, failed load), in error style. */
export function Problem({ children }: { children: ReactNode }) {
  return (
    <p className={styles.error} role="alert">
      {children}
    </p>
  );
}

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
      return (
        <p className={styles.status} role="status">
          {loadingText}
        </p>
      );
    case 'error':
      return <Problem>{state.httpStatus === 404 ? notFoundText : state.message}</Problem>;
    case 'ready':
      return children(state.data);
  }
}
