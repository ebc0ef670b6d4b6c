import { describe, expect, it } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import { ListState, listStatus } from './ListState';

const messages = {
  loadingText: 'Chargement des albums...',
  emptyText: 'Aucun album pour le moment.',
  noMatchText: 'Aucun album ne correspond à “Dupont”.',
};

describe('ListState', () => {
  it('announces loading, with the default text when none is given', () => {
    const { rerender } = render(
      <ListState status="loading" {...messages}>
        liste
      </ListState>,
    );
    expect(screen.getByRole('status').textContent).toBe('Chargement des albums...');
    rerender(
      <ListState status="loading" emptyText="Vide">
        liste
      </ListState>,
    );
    expect(screen.getByRole('status').textContent).toBe('Chargement...');
  });

  it("shows 'Erreur : {message}' as an alert instead of the list", () => {
    render(
      <ListState status="error" errorMessage="Erreur HTTP 500" {...messages}>
        liste
      </ListState>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Erreur : Erreur HTTP 500');
    expect(screen.queryByText('liste')).toBeNull();
  });

  it('shows the empty and no-match messages', () => {
    const { rerender } = render(
      <ListState status="empty" {...messages}>
        liste
      </ListState>,
    );
    expect(screen.getByRole('status').textContent).toBe('Aucun album pour le moment.');
    rerender(
      <ListState status="no-match" {...messages}>
        liste
      </ListState>,
    );
    expect(screen.getByRole('status').textContent).toBe('Aucun album ne correspond à “Dupont”.');
  });

  it('renders the list when ready', () => {
    render(
      <ListState status="ready" {...messages}>
        <ul aria-label="Albums" />
      </ListState>,
    );
    expect(screen.getByRole('list', { name: 'Albums' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('derives the status in the order loading, error, empty, no match, ready', () => {
    expect(listStatus({ loading: true, error: 'x', total: 0, shown: 0 })).toBe('loading');
    expect(listStatus({ loading: false, error: 'x', total: 3, shown: 3 })).toBe('error');
    expect(listStatus({ loading: false, error: null, total: 0, shown: 0 })).toBe('empty');
    expect(listStatus({ loading: false, total: 3, shown: 0 })).toBe('no-match');
    expect(listStatus({ loading: false, total: 3, shown: 2 })).toBe('ready');
  });
});
