import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

function Location() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

/**
 * Renders a screen at `url` under its route pattern (so `useParams` works, as in the
 * shell); any other path shows where the screen navigated to.
 */
export function renderRoute(ui: ReactElement, { pattern, url = pattern }: { pattern: string; url?: string }) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={pattern} element={ui} />
        <Route path="*" element={<Location />} />
      </Routes>
    </MemoryRouter>,
  );
}

function Query() {
  return <p data-testid="query">{useLocation().search}</p>;
}

/** As renderRoute, with the query of the address shown beside the screen: read it with `query()`. */
export function renderWithQuery(
  ui: ReactElement,
  { pattern, url = pattern }: { pattern: string; url?: string },
) {
  return renderRoute(
    <>
      {ui}
      <Query />
    </>,
    { pattern, url },
  );
}

/** The query of the address a screen rendered by renderWithQuery is at (`?page=faq`, or ''). */
export const query = () => screen.getByTestId('query').textContent;
