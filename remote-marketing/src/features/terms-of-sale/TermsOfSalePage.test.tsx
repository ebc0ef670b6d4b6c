import { initialSiteContent } from '@lapm/site-seed';
import { describe, expect, it } from '@rstest/core';
import { screen } from '@testing-library/react';
import { renderPage } from '../../test/render';
import { TermsOfSaleView } from './TermsOfSalePage';

describe('TermsOfSalePage', () => {
  it('shows her paragraphs under the part and heading the code keeps', () => {
    const words = structuredClone(initialSiteContent.cgv);
    words.sections.individualBalance = ['Le solde est réglé à la livraison des photos.'];
    renderPage(<TermsOfSaleView words={words} />);
    const part = screen.getByRole('heading', { level: 2, name: 'Clients particuliers' }).closest('section');
    const balance = screen
      .getAllByRole('heading', { level: 3, name: 'Paiement du solde' })
      .find((heading) => part?.contains(heading));
    expect(balance?.closest('section')?.textContent).toBe(
      'Paiement du soldeLe solde est réglé à la livraison des photos.',
    );
    expect(screen.queryByText('Le solde est réglé le jour de la séance.')).toBeNull();
  });
});
