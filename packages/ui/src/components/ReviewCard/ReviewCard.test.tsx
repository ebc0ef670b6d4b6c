import { describe, expect, it } from '@rstest/core';
import { screen } from '@testing-library/react';
import { setup } from '../../test/render';
import { ReviewCard } from './ReviewCard';

const long = `${'Une séance magnifique, pleine de douceur et de rires. '.repeat(3)}Merci encore !`;
const review = { id: 'r1', nom: 'Camille D.', note: 4, date: '12/05/2025', commentaire: long };

describe('ReviewCard', () => {
  it('shows the name, the date and the note out of 5 accessibly', () => {
    setup(<ReviewCard review={review} />);
    expect(screen.getByText('Camille D.')).toBeTruthy();
    expect(screen.getByText('12/05/2025')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Note : 4 sur 5' })).toBeTruthy();
  });

  it("cuts a comment over 100 characters to 100, the whole one behind a 'Voir plus...' summary", async () => {
    const { user, container } = setup(<ReviewCard review={review} />);
    const quotes = () => [...container.querySelectorAll('blockquote')].map((quote) => quote.textContent);
    const details = container.querySelector('details') as HTMLDetailsElement;
    const summary = details.querySelector('summary') as HTMLElement;
    // The excerpt first, the whole comment inside the closed <details>: no script needed to open it.
    expect(quotes()).toEqual([long.slice(0, 100), long]);
    expect(details.contains(container.querySelectorAll('blockquote')[1] as Node)).toBe(true);
    expect(details.open).toBe(false);
    // Both words are there; the stylesheet shows the one that matches the state.
    expect(summary.textContent).toBe('Voir plus...Voir moins...');
    await user.click(summary);
    expect(details.open).toBe(true);
    await user.click(summary);
    expect(details.open).toBe(false);
  });

  it('shows a comment of 100 characters or fewer whole, without a toggle', () => {
    const exact = 'x'.repeat(100);
    setup(<ReviewCard review={{ ...review, commentaire: exact, note: 4.5 }} />);
    expect(screen.getByText(exact)).toBeTruthy();
    expect(document.querySelector('details')).toBeNull();
    expect(screen.getByRole('img', { name: 'Note : 4,5 sur 5' })).toBeTruthy();
  });
});
