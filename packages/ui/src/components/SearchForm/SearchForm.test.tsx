import { afterEach, describe, expect, it } from '@rstest/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter, StaticRouter, useLocation, useNavigationType } from 'react-router-dom';
import { SearchForm, useSearchTerm } from './SearchForm';

/** A searchable page: the form, the term it filters by, and where the address stands. */
function Page() {
  const term = useSearchTerm();
  const location = useLocation();
  return (
    <>
      <SearchForm label="Rechercher une prestation" submitLabel="Rechercher" />
      <output aria-label="Terme">{term}</output>
      <output aria-label="Adresse">{`${location.pathname}${location.search} ${useNavigationType()}`}</output>
      <Link to="/tarifs">Tarifs</Link>
    </>
  );
}

const field = () => screen.getByRole('searchbox', { name: 'Rechercher une prestation' }) as HTMLInputElement;
const shown = (name: string) => screen.getByRole('status', { name }).textContent;

function renderAt(url: string) {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/', url]} initialIndex={1}>
      <Page />
    </MemoryRouter>,
  );
  return user;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

describe('SearchForm', () => {
  it('is a GET form whose field sends q, with a submit button named in French', () => {
    renderAt('/tarifs');
    const form = screen.getByRole('search');
    expect(form.tagName).toBe('FORM');
    expect(form.getAttribute('method')).toBe('get');
    expect(field().name).toBe('q');
    const submit = screen.getByRole('button', { name: 'Rechercher' });
    expect(submit.getAttribute('type')).toBe('submit');
    expect(form.contains(submit)).toBe(true);
  });

  it('holds the term of the address it is loaded with', () => {
    renderAt('/tarifs?q=mariage');
    expect(field().value).toBe('mariage');
    expect(shown('Terme')).toBe('mariage');
  });

  it('keeps the address in step as the visitor types, replacing it, and drops q when emptied', async () => {
    const user = renderAt('/tarifs');
    await user.type(field(), 'mar');
    expect(shown('Terme')).toBe('mar');
    expect(shown('Adresse')).toBe('/tarifs?q=mar REPLACE');
    await user.clear(field());
    expect(shown('Adresse')).toBe('/tarifs REPLACE');
    expect(field().value).toBe('');
  });

  it('stays on the page when submitted with the app running', async () => {
    const user = renderAt('/tarifs');
    await user.type(field(), 'duo{Enter}');
    expect(shown('Adresse')).toBe('/tarifs?q=duo REPLACE');
    expect(field().value).toBe('duo');
  });

  it('follows a link to the page with another term', async () => {
    const user = renderAt('/tarifs?q=mariage');
    await user.click(screen.getByRole('link', { name: 'Tarifs' }));
    expect(shown('Adresse')).toBe('/tarifs PUSH');
    expect(field().value).toBe('');
  });

  it('keeps what was typed before the app started, and filters by it once it runs', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(
      <StaticRouter location="/tarifs?q=mar">
        <Page />
      </StaticRouter>,
    );
    expect(field().value).toBe('mar');
    field().value = 'mariage';
    await act(async () => {
      root = hydrateRoot(
        container,
        <MemoryRouter initialEntries={['/tarifs?q=mar']}>
          <Page />
        </MemoryRouter>,
      );
    });
    expect(field().value).toBe('mariage');
    expect(shown('Terme')).toBe('mariage');
    expect(shown('Adresse')).toBe('/tarifs?q=mariage REPLACE');
  });
});
