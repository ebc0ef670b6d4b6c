import { describe, expect, it } from '@rstest/core';
import { screen } from '@testing-library/react';
import { setup } from '../../test/render';
import { SectionHeading } from './SectionHeading';

describe('SectionHeading', () => {
  it('is a heading carrying the anchor id, with a self-link beside it', () => {
    setup(
      <SectionHeading id="tarifs-portrait-solo" eyebrow="Tarifs">
        Les formules solo
      </SectionHeading>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Les formules solo' });
    expect(heading.id).toBe('tarifs-portrait-solo');
    const link = screen.getByRole('link', { name: 'Lien direct vers cette section' });
    expect(link.getAttribute('href')).toBe('#tarifs-portrait-solo');
    expect(link.getAttribute('aria-describedby')).toBe('tarifs-portrait-solo');
    expect(screen.getByText('Tarifs')).toBeTruthy();
  });

  it('can be a level 3 heading', () => {
    setup(
      <SectionHeading id="avis" level={3}>
        Avis clients
      </SectionHeading>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Avis clients' }).id).toBe('avis');
  });
});
