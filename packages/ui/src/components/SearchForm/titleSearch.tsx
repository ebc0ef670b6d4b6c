import { searchByTitle } from '@lapm/contracts';
import { type Context, createContext, type ReactNode, use } from 'react';
import { useSearchTerm } from './SearchForm';

/**
 * Told, during the server's render, which titles a page's search looked through: a search that
 * finds none of them is then answered from one page kept for every such search, the term
 * written in where the page shows it (server: web/search-templates.ts). The context lives under
 * a global symbol, as the page status does: each app bundles its own copy of this package.
 */
export interface SearchIndexRecorder {
  searched(titles: readonly string[]): void;
}

const CONTEXT_KEY = Symbol.for('lapm.search-index');
const holder = globalThis as { [CONTEXT_KEY]?: Context<SearchIndexRecorder | null> };
holder[CONTEXT_KEY] ??= createContext<SearchIndexRecorder | null>(null);
const SearchIndexContext = holder[CONTEXT_KEY];

export function SearchIndexProvider({
  value,
  children,
}: {
  value: SearchIndexRecorder;
  children: ReactNode;
}) {
  return <SearchIndexContext value={value}>{children}</SearchIndexContext>;
}

/**
 * The items whose title holds every word of the address's search term (`?q=`), and the term.
 * The one way a page narrows a list by its search, so that what the server knows of it (the
 * titles) is what the page does.
 */
export function useTitleSearch<T extends { title: string }>(
  items: readonly T[],
): { term: string; shown: T[] } {
  const term = useSearchTerm();
  use(SearchIndexContext)?.searched(items.map((item) => item.title));
  return { term, shown: searchByTitle(items, term) };
}
