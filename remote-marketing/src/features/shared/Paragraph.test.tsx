import { describe, expect, it } from '@rstest/core';
import { screen } from '@testing-library/react';
import { renderPage } from '../../test/render';
import { Paragraph } from './Paragraph';

describe('Paragraph', () => {
  it('makes her [texte](/chemin) a link and keeps the rest as text', () => {
    const { container } = renderPage(
      <Paragraph text="Voyez mes [tarifs](/tarifs) ou [écrivez-moi](mailto:contact@lapm.fr) : à bientôt." />,
    );
    expect(screen.getByRole('link', { name: 'tarifs' }).getAttribute('href')).toBe('/tarifs');
    expect(screen.getByRole('link', { name: 'écrivez-moi' }).getAttribute('href')).toBe(
      'mailto:contact@lapm.fr',
    );
    expect(container.querySelector('p')?.textContent).toBe('Voyez mes tarifs ou écrivez-moi : à bientôt.');
  });

  it('shows a paragraph without links as it is', () => {
    const { container } = renderPage(<Paragraph text="Un moment rien que pour vous (et vos proches)." />);
    expect(container.querySelector('p')?.textContent).toBe('Un moment rien que pour vous (et vos proches).');
    expect(screen.queryByRole('link')).toBeNull();
  });
});
