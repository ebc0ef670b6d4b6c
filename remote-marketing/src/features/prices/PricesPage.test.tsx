import { describe, expect, it } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serviceCards } from '../../content/serviceCards';
import { renderPage } from '../../test/render';
import PricesPage, { PricesView } from './PricesPage';

const grid = () => screen.queryByRole('list', { name: 'Prestations' });
const cardLinks = () => within(grid() as HTMLElement).getAllByRole('link');

describe('PricesPage', () => {
  it('shows every service card, each linking to its page and pricing anchor', () => {
    renderPage(<PricesPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Prestations et tarifs' })).toBeTruthy();
    expect(screen.getByPlaceholderText('Rechercher une prestation...')).toBeTruthy();
    const links = cardLinks();
    expect(links).toHaveLength(serviceCards.length);
    expect(links[0]?.getAttribute('href')).toBe(`${serviceCards[0]?.path}#${serviceCards[0]?.anchor}`);
  });

  it('narrows the grid to the titles containing the term, whatever the case', async () => {
    renderPage(<PricesPage />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Rechercher une prestation' }), 'MARIAGE');
    const links = cardLinks();
    expect(links.length).toBeGreaterThan(0);
    expect(links.length).toBeLessThan(serviceCards.length);
    for (const link of links) expect(link.textContent?.toLowerCase()).toContain('mariage');
    const wedding = links.find((link) => link.textContent === 'Reportage de mariage');
    expect(wedding?.getAttribute('href')).toBe('/portrait-mariage#tarifs-portrait-mariage');
  });

  it('says so when no service matches', async () => {
    renderPage(<PricesPage />);
    await userEvent.type(screen.getByRole('searchbox'), 'drone');
    expect(grid()).toBeNull();
    expect(screen.getByText('Aucune prestation ne correspond à “drone”.')).toBeTruthy();
  });

  it('shows the grid narrowed by the term of its address (/tarifs?q=…), the field holding it', () => {
    renderPage(<PricesPage />, '/tarifs?q=mariage');
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('mariage');
    const links = cardLinks();
    expect(links.length).toBeLessThan(serviceCards.length);
    for (const link of links) expect(link.textContent?.toLowerCase()).toContain('mariage');
  });

  it('says so when the term of its address matches no service', () => {
    renderPage(<PricesPage />, '/tarifs?q=drone');
    expect(grid()).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Aucune prestation ne correspond à “drone”.');
  });

  it('searches with a GET form that sends q, submitted by a button named « Rechercher »', () => {
    renderPage(<PricesPage />, '/tarifs');
    const form = screen.getByRole('search');
    expect(form.getAttribute('method')).toBe('get');
    expect(screen.getByRole('searchbox').getAttribute('name')).toBe('q');
    expect(within(form).getByRole('button', { name: 'Rechercher' }).getAttribute('type')).toBe('submit');
  });

  it('draws the cards in her order, each at its own address /tarifs#clé', () => {
    const [first, second] = serviceCards;
    if (!first || !second) throw new Error('no cards');
    const added = { ...first, key: 'seance-d-automne', title: 'Séance d’automne' };
    renderPage(<PricesView serviceCards={[second, added]} />);
    const items = within(grid() as HTMLElement).getAllByRole('listitem');
    expect(items.map((item) => item.id)).toEqual([second.key, 'seance-d-automne']);
    expect(within(items[1] as HTMLElement).getByRole('heading', { name: 'Séance d’automne' })).toBeTruthy();
  });
});
