import { describe, expect, it } from '@rstest/core';
import { screen } from '@testing-library/react';
import type { LoadState } from '../load/useLoad';
import { setup } from '../test/render';
import { SearchableList } from './SearchableList';

const text = {
  searchLabel: 'Rechercher un album',
  searchPlaceholder: 'Nom ou date',
  loading: 'Chargement des albums...',
  empty: 'Aucun album pour le moment.',
  noMatch: (term: string) => `Aucun album ne correspond à “${term}”.`,
};
const albums = ['Mariage Léa', 'Baptême Hugo', 'Portrait Inès'];

function renderList(state: LoadState<string[]>) {
  return setup(
    <SearchableList
      state={state}
      matches={(term, item) => item.toLowerCase().includes(term.trim().toLowerCase())}
      text={text}
      renderItem={(item) => <li key={item}>{item}</li>}
    />,
  );
}

describe('SearchableList', () => {
  it('filters the cards as the term is typed, and says when none matches', async () => {
    const { user } = renderList({ status: 'ready', data: albums });
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    await user.type(screen.getByLabelText('Rechercher un album'), 'hugo');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Baptême Hugo']);
    await user.type(screen.getByLabelText('Rechercher un album'), ' x ');
    expect(screen.getByRole('status').textContent).toBe('Aucun album ne correspond à “hugo x”.');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('announces loading, an empty list and a failure', () => {
    const { rerender } = renderList({ status: 'loading' });
    expect(screen.getByRole('status').textContent).toBe('Chargement des albums...');
    rerender(<SearchableListFor state={{ status: 'ready', data: [] }} />);
    expect(screen.getByRole('status').textContent).toBe('Aucun album pour le moment.');
    rerender(<SearchableListFor state={{ status: 'error', message: 'Accès refusé.', httpStatus: 403 }} />);
    expect(screen.getByRole('alert').textContent).toContain('Accès refusé.');
  });
});

function SearchableListFor({ state }: { state: LoadState<string[]> }) {
  return (
    <SearchableList
      state={state}
      matches={() => true}
      text={text}
      renderItem={(item) => <li key={item}>{item}</li>}
    />
  );
}
