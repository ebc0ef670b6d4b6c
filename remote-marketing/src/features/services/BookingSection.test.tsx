import { type BookableSlots, paths } from '@lapm/contracts';
import { describe, expect, it } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import SoloPage from '../../exposes/Solo';
import { renderPage } from '../../test/render';

const bookable: BookableSlots[] = [
  {
    formula: 'solo-essentiel',
    formulaName: 'Essentiel',
    minutes: 60,
    days: [
      {
        day: '2026-03-29',
        slots: [
          { start: '2026-03-29T07:00:00.000Z', time: '09:00' },
          { start: '2026-03-29T08:00:00.000Z', time: '10:00' },
        ],
      },
    ],
  },
];

describe('BookingSection', () => {
  it('heads the block of a formula she created with its name', () => {
    const mini = {
      ...(bookable[0] as BookableSlots),
      formula: 'solo-mini-seance',
      formulaName: 'Mini séance',
    };
    renderPage(<SoloPage />, paths.solo, {}, undefined, [mini]);
    const section = screen.getByRole('region', { name: /Réserver en ligne/ });
    expect(
      within(section).getByRole('heading', { level: 3, name: 'Réserver : Portrait Solo – Mini séance' }),
    ).toBeTruthy();
  });

  it('lists the free times of a bookable formula in a form posted to the page itself', () => {
    const { container } = renderPage(<SoloPage />, paths.solo, {}, undefined, bookable);
    const section = screen.getByRole('region', { name: /Réserver en ligne/ });
    expect(
      within(section).getByRole('heading', { level: 3, name: 'Réserver : Portrait Solo – Essentiel' }),
    ).toBeTruthy();
    const day = within(section).getByRole('group', { name: 'dimanche 29 mars 2026' });
    expect(
      within(day)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).value),
    ).toEqual(['2026-03-29T07:00:00.000Z', '2026-03-29T08:00:00.000Z']);
    expect(within(day).getByLabelText('10:00')).toBeTruthy();
    const form = container.querySelector('#reserver form') as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe(`${paths.solo}#reserver-solo-essentiel`);
    expect((form.elements.namedItem('formula') as HTMLInputElement).value).toBe('solo-essentiel');
    expect(within(section).getByRole('button', { name: 'Réserver ce créneau' })).toBeTruthy();
  });

  it('shows nothing when no formula of the service is bookable online', () => {
    renderPage(<SoloPage />, paths.solo);
    expect(screen.queryByRole('region', { name: /Réserver en ligne/ })).toBeNull();
  });
});
