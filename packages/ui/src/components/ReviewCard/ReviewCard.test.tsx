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

  it("cuts a comment over 100 characters to 100 and toggles 'Voir plus...' / 'Voir moins...'", async () => {
    const { user, container } = setup(<ReviewCard review={review} />);
    const quote = () => container.querySelector('blockquote')?.textContent;
    expect(quote()).toBe(long.slice(0, 100));
    const toggle = screen.getByRole('button', { name: 'Voir plus...' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(quote()).toBe(long);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Voir moins...');
    await user.keyboard('{Enter}');
    expect(quote()).toBe(long.slice(0, 100));
  });

  it('shows a comment of 100 characters or fewer whole, without a toggle', () => {
    const exact = 'x'.repeat(100);
    setup(<ReviewCard review={{ ...review, commentaire: exact, note: 4.5 }} />);
    expect(screen.getByText(exact)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('img', { name: 'Note : 4,5 sur 5' })).toBeTruthy();
  });
});
