import { ListState, listStatus, SearchBox } from '@lapm/ui';
import { type ReactNode, useState } from 'react';
import styles from './List.module.css';
import type { LoadState } from './useLoad';

interface SearchableListProps<T> {
  state: LoadState<T[]>;
  matches: (term: string, item: T) => boolean;
  text: {
    searchLabel: string;
    searchPlaceholder: string;
    loading: string;
    empty: string;
    noMatch: (term: string) => string;
  };
  /** Beside the search box (the link to create an album). */
  toolbar?: ReactNode;
  /** One card, rendered as a list item. */
  renderItem: (item: T) => ReactNode;
}

/** A search box over a loaded list, with the loading, error, empty and no-match states. */
export function SearchableList<T>({ state, matches, text, toolbar, renderItem }: SearchableListProps<T>) {
  const [term, setTerm] = useState('');
  const items = state.status === 'ready' ? state.data : [];
  const shown = items.filter((item) => matches(term, item));
  const error = state.status === 'error' ? state.message : null;
  return (
    <>
      <div className={styles.toolbar}>
        <SearchBox
          className={styles.search}
          label={text.searchLabel}
          placeholder={text.searchPlaceholder}
          value={term}
          onChange={setTerm}
        />
        {toolbar}
      </div>
      <ListState
        status={listStatus({
          loading: state.status === 'loading',
          error,
          total: items.length,
          shown: shown.length,
        })}
        loadingText={text.loading}
        errorMessage={error}
        emptyText={text.empty}
        noMatchText={text.noMatch(term.trim())}
      >
        <ul className={styles.grid}>{shown.map(renderItem)}</ul>
      </ListState>
    </>
  );
}
