import { afterEach, beforeEach, describe, expect, it, rstest } from '@rstest/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { Link, MemoryRouter } from 'react-router-dom';
import { ANCHOR_SCROLL_DELAY_MS, ScrollToHash } from './ScrollToHash';

function Site({ at }: { at: string }) {
  return (
    <StrictMode>
      <MemoryRouter initialEntries={[at]}>
        <ScrollToHash />
        <div id="tarifs-portrait-solo" />
        <Link to="/tarifs">TARIFS</Link>
        <Link to="/qui-suis-je">QUI SUIS-JE</Link>
        <Link to="/portrait-solo#tarifs-portrait-solo">SOLO</Link>
      </MemoryRouter>
    </StrictMode>
  );
}

let scrolledTo: ReturnType<typeof rstest.fn>;
let scrolledIntoView: ReturnType<typeof rstest.fn>;

beforeEach(() => {
  rstest.useFakeTimers();
  scrolledTo = rstest.fn();
  scrolledIntoView = rstest.fn();
  window.scrollTo = scrolledTo as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = scrolledIntoView as unknown as Element['scrollIntoView'];
});

afterEach(() => {
  rstest.useRealTimers();
});

const later = () => act(() => rstest.advanceTimersByTime(ANCHOR_SCROLL_DELAY_MS + 10));

describe('the scroll of a page', () => {
  it('is left where the visitor put it when the app starts on the loaded page', () => {
    render(<Site at="/qui-suis-je" />);
    later();
    expect(scrolledTo).not.toHaveBeenCalled();
    expect(scrolledIntoView).not.toHaveBeenCalled();
  });

  it('is left at the loaded page’s anchor, which the browser has already scrolled to', () => {
    render(<Site at="/portrait-solo#tarifs-portrait-solo" />);
    later();
    expect(scrolledIntoView).not.toHaveBeenCalled();
  });

  it('goes to the top of each new screen, the loaded one included when it comes back', () => {
    render(<Site at="/qui-suis-je" />);
    fireEvent.click(screen.getByRole('link', { name: 'TARIFS' }));
    expect(scrolledTo).toHaveBeenCalledWith(0, 0);
    scrolledTo.mockClear();
    fireEvent.click(screen.getByRole('link', { name: 'QUI SUIS-JE' }));
    expect(scrolledTo).toHaveBeenCalledWith(0, 0);
  });

  it('goes to a new screen’s anchor 100 ms after the navigation', () => {
    render(<Site at="/qui-suis-je" />);
    fireEvent.click(screen.getByRole('link', { name: 'SOLO' }));
    expect(scrolledIntoView).not.toHaveBeenCalled();
    later();
    expect(scrolledIntoView).toHaveBeenCalledTimes(1);
  });
});
