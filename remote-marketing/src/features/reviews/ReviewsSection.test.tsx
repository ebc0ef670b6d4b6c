import type { Review } from '@lapm/contracts';
import { describe, expect, it } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '../../test/render';
import { ReviewsSection } from './ReviewsSection';

const long =
  'Une séance formidable, du premier échange à la livraison des photos. Nous avons adoré chaque moment passé ensemble et le résultat.';

/** The comment element holding exactly this text (an excerpt may end with a space). */
const comment = (text: string) =>
  screen.queryByText((_, element) => element?.tagName === 'BLOCKQUOTE' && element.textContent === text);

const reviews: Review[] = [
  { id: 'old', nom: 'Ancienne', note: 4, date: '10/05/2023', commentaire: 'Très bien.' },
  { id: 'new', nom: 'Récente', note: 5, date: '02/01/2025', commentaire: long },
  { id: 'mid', nom: 'Moyenne', note: 4, date: '28/12/2024', commentaire: 'Parfait.' },
];

describe('ReviewsSection', () => {
  it('lists the reviews newest first with the mean rating', () => {
    renderPage(<ReviewsSection id="avis" heading="Avis" reviews={reviews} />);
    const items = within(screen.getByRole('list', { name: 'Avis clients' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByText(/Ancienne|Récente|Moyenne/).textContent)).toEqual([
      'Récente',
      'Moyenne',
      'Ancienne',
    ]);
    expect(screen.getByText('Note moyenne : 4,3 sur 5 (3 avis)')).toBeTruthy();
  });

  it('cuts a long comment to 100 characters, the whole one in a <details> opened by "Voir plus..."', async () => {
    renderPage(<ReviewsSection id="avis" heading="Avis" reviews={reviews} />);
    expect(comment(long.slice(0, 100))).toBeTruthy();
    const details = comment(long)?.closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    expect(document.querySelectorAll('details')).toHaveLength(1);
    await userEvent.click(screen.getByText('Voir plus...'));
    expect(details.open).toBe(true);
    await userEvent.click(screen.getByText('Voir moins...'));
    expect(details.open).toBe(false);
  });

  it('renders nothing without reviews', () => {
    const { container } = renderPage(<ReviewsSection id="avis" heading="Avis" reviews={[]} />);
    expect(container.textContent).toBe('');
  });
});
