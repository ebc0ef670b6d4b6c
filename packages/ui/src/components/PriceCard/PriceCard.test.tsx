import { describe, expect, it } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import { setup } from '../../test/render';
import { mailtoHref, PriceCard } from './PriceCard';

const lines = [
  { value1: 'Durée de la séance', value2: '45 min' },
  { value1: 'Extérieur', value2: 'Oui' },
  { value1: 'Ou Studio', value2: '' },
  { value1: '', value2: 'Oui' },
  { value1: 'Prix', value2: '99 €' },
];

const mailLink = {
  recipient: 'contact@exemple.fr',
  subject: 'Réservation Portrait Solo - Formule Essentiel',
  body: 'Bonjour,\nJe souhaite réserver la formule Essentiel.',
};

describe('PriceCard', () => {
  it('lists the visible lines as terms and values, hiding lines with an empty label or value', () => {
    setup(<PriceCard title="Essentiel" lines={lines} />);
    const card = screen.getByRole('article', { name: 'Essentiel' });
    expect(within(card).getByRole('heading', { level: 3, name: 'Essentiel' })).toBeTruthy();
    const terms = within(card)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const values = within(card)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(terms).toEqual(['Durée de la séance', 'Extérieur', 'Prix']);
    expect(values).toEqual(['45 min', 'Oui', '99 €']);
    expect(within(card).queryByRole('link')).toBeNull();
  });

  it('renders nothing when no line is visible', () => {
    const { container } = setup(<PriceCard title="Vide" lines={[{ value1: 'Prix', value2: ' ' }]} />);
    expect(container.innerHTML).toBe('');
  });

  it("adds 'Plus d'infos' opening the prefilled mail when a mail link is given", () => {
    setup(<PriceCard title="Essentiel" lines={lines} mailLink={mailLink} />);
    const button = screen.getByRole('link', { name: "Plus d'infos" });
    expect(button.getAttribute('href')).toBe(mailtoHref(mailLink));
    expect(button.getAttribute('href')).toContain(
      'subject=R%C3%A9servation%20Portrait%20Solo%20-%20Formule%20Essentiel',
    );
    expect(button.getAttribute('href')).toContain('%0A');
    const describedBy = button.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Essentiel');
  });
});
