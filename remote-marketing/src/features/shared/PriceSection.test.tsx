import type { MailLinks, PriceTable } from '@lapm/contracts';
import { describe, expect, it } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import { bookingMailLinks } from '../../content/mailLinks';
import { priceTables } from '../../test/content';
import { renderPage } from '../../test/render';
import { PriceSection } from './PriceSection';

const normalise = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/** Each card as its title, its lines ('label: value') and its 'Plus d'infos' link. */
function cards() {
  return screen.queryAllByRole('article').map((card) => {
    const labels = within(card).queryAllByRole('term');
    const values = within(card).queryAllByRole('definition');
    const lines = labels.map(
      (label, index) => `${normalise(label.textContent)}: ${normalise(values[index]?.textContent ?? '')}`,
    );
    return {
      title: within(card).getByRole('heading').textContent,
      lines,
      price: lines.find((line) => line.startsWith('Prix: '))?.slice('Prix: '.length),
      link: within(card).queryByRole('link', { name: "Plus d'infos" }),
    };
  });
}

describe('PriceSection', () => {
  it('renders the Corporate formulas with their prices, TTC and HT, under the pricing anchor', () => {
    renderPage(
      <PriceSection
        anchor="tarifs-portrait-corporate"
        heading="Tarifs portrait corporate"
        intro="Intro"
        table={priceTables.corporate}
        mailLinks={bookingMailLinks('corporate', priceTables.corporate)}
        service="corporate"
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Tarifs portrait corporate' }).id).toBe(
      'tarifs-portrait-corporate',
    );
    const shown = cards();
    expect(shown.map((card) => card.title)).toEqual(['Confiance', 'Classique', 'Flash', 'Signature']);
    expect(shown.map((card) => card.price)).toEqual(['99 € TTC', '249 € HT', '329 € HT', '399 € HT']);
    // Lines with an empty value (duration of the company formulas) are not shown.
    expect(shown[1]?.lines.join('\n')).not.toContain('Durée de la séance');
    expect(shown[0]?.lines).toContain('Durée de la séance: 30 min');
  });

  it('opens the booking e-mail from "Plus d\'infos" with the encoded subject and body', () => {
    renderPage(
      <PriceSection
        anchor="tarifs-portrait-mariage"
        heading="Tarifs mariage"
        intro="Intro"
        table={priceTables.mariage}
        mailLinks={bookingMailLinks('mariage', priceTables.mariage)}
        service="mariage"
      />,
    );
    const premium = cards()[2];
    const href = premium?.link?.getAttribute('href') ?? '';
    expect(href).toMatch(/^mailto:contact@lapm-photographie\.fr\?subject=/);
    const url = new URL(href);
    expect(url.searchParams.get('subject')).toBe('Réservation Mariage - Formule Premium');
    expect(url.searchParams.get('body')).toContain('réserver la formule Premium pour la prestation Mariage');
    expect(premium?.price).toBe('1 899 € TTC');
  });
});

describe('PriceSection enquiry and empty lines', () => {
  it("asks for each formula on the site's enquiry form, the formula chosen", () => {
    renderPage(
      <PriceSection
        anchor="tarifs-portrait-mariage"
        heading="Tarifs mariage"
        intro="Intro"
        table={priceTables.mariage}
        mailLinks={bookingMailLinks('mariage', priceTables.mariage)}
        service="mariage"
      />,
    );
    const asks = screen.getAllByRole('link', { name: 'Demander cette formule' });
    expect(asks.map((link) => link.getAttribute('href'))).toEqual([
      '/contacts?formule=mariage-essentiel#demande',
      '/contacts?formule=mariage-confort#demande',
      '/contacts?formule=mariage-premium#demande',
    ]);
  });

  it('hides empty lines, renders no card for an empty formula and no button without a mail link', () => {
    const table: PriceTable = {
      essentiel: [
        { value1: 'Durée de la séance', value2: '45 min' },
        { value1: 'Studio', value2: '' },
      ],
      confort: [{ value1: '', value2: 'Inclus' }],
      premium: [{ value1: 'Prix', value2: '199 € TTC' }],
    };
    const links: MailLinks = { premium: { recipient: 'a@b.fr', subject: 'S', body: 'B' } };
    renderPage(
      <PriceSection
        anchor="tarifs-portrait-solo"
        heading="Tarifs"
        intro=""
        table={table}
        mailLinks={links}
        service="solo"
      />,
    );
    const shown = cards();
    expect(shown.map((card) => card.title)).toEqual(['Essentiel', 'Premium']);
    expect(shown[0]?.lines).toEqual(['Durée de la séance: 45 min']);
    expect(shown[0]?.link).toBeNull();
    expect(shown[1]?.link?.getAttribute('href')).toBe('mailto:a@b.fr?subject=S&body=B');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
