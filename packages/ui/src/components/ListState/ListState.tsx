import type { ReactNode } from 'react';
import { fr } from '../../i18n/fr';
import { cx } from '../../internal/cx';
import styles from './ListState.module.css';

export type ListStatus = 'loading' | 'error' | 'empty' | 'no-match' | 'ready';

/** The state of a searchable list, in the order the spec gives them precedence. */
export function listStatus({
  loading,
  error,
  total,
  shown,
}: {
  loading: boolean;
  error?: string | null;
  /** Items loaded. */
  total: number;
  /** Items left after the search filter. */
  shown: number;
}): ListStatus {
  if (loading) return 'loading';
  if (error) return 'error';
  if (total === 0) return 'empty';
  if (shown === 0) return 'no-match';
  return 'ready';
}

export interface ListStateProps {
  status: ListStatus;
  /** 'Chargement des albums...'; 'Chargement...' by default. */
  loadingText?: string;
  /** Shown as 'Erreur : {message}'. */
  errorMessage?: string | null;
  emptyText: ReactNode;
  /** 'Aucun album ne correspond à “{term}”.' */
  noMatchText?: ReactNode;
  /** The list itself, shown only when ready. */
  children: ReactNode;
}

/** Loading, error, empty and no-match messages around a list, announced to screen readers. */
export function ListState({
  status,
  loadingText,
  errorMessage,
  emptyText,
  noMatchText,
  children,
}: ListStateProps) {
  switch (status) {
    case 'ready':
      return <>{children}</>;
    case 'loading':
      return (
        <p className={styles.message} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          {loadingText ?? fr.listState.loading}
        </p>
      );
    case 'error':
      return (
        <p className={cx(styles.message, styles.error)} role="alert">
          {fr.listState.error(errorMessage ?? '')}
        </p>
      );
    case 'empty':
      return (
        <p className={styles.message} role="status">
          {emptyText}
        </p>
      );
    case 'no-match':
      return (
        <p className={styles.message} role="status">
          {noMatchText ?? emptyText}
        </p>
      );
  }
}
