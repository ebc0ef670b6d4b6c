import { ListState, SearchBox } from '@lapm/ui';
import type { ReactNode } from 'react';
import type { LoadState } from '../load/useLoad';
import { CardGrid } from './CardGrid';
import styles from './List.module.css';
import { useListSearch } from './useListSearch';

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
  /** Beside the search box (a link to create a record). */
  toolbar?: ReactNode;
  /** One card, rendered as a list item. */
  renderItem: (item: T) => ReactNode;
}

/** A search box over a loaded list, with the loading, error, empty and no-match states. */
export function SearchableList<T>({ state, matches, text, toolbar, renderItem }: SearchableListProps<T>) {
  const { term, setTerm, shown, error, status } = useListSearch(state, matches);
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
        status={status}
        loadingText={text.loading}
        errorMessage={error}
        emptyText={text.empty}
        noMatchText={text.noMatch(term.trim())}
      >
        <CardGrid>{shown.map(renderItem)}</CardGrid>
      </ListState>
    </>
  );
}
