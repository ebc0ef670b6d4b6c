import { api } from '@lapm/api-client';
import type { ServicePricesDocument } from '@lapm/contracts';
import { initialSiteContent } from '@lapm/site-seed';
import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FormulasEditor } from './FormulasEditor';

rs.mock('@lapm/api-client', { spy: true });

beforeEach(() => {
  rs.resetAllMocks();
});

const seeded = initialSiteContent.solo.prices;
let latest: ServicePricesDocument = seeded;

function Editor() {
  const [prices, setPrices] = useState<ServicePricesDocument>(seeded);
  latest = prices;
  return (
    <FormulasEditor
      page="solo"
      prices={prices}
      publishedKeys={['essentiel', 'confort', 'premium']}
      onChange={setPrices}
    />
  );
}

describe('the formulas of a service page', () => {
  it('adds a formula at the end, its name focused; its key follows the name until published', async () => {
    render(<Editor />);
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter une formule' }));
    expect(screen.getByText('Nouvelle formule ajoutée en fin de liste.')).toBeTruthy();
    const name = screen.getByRole('textbox', { name: 'Nom de la formule « sans nom n° 4 »' });
    expect(document.activeElement).toBe(name);
    await userEvent.type(name, 'Mini séance');
    expect(latest.formulas?.map((formula) => formula.key)).toEqual([
      'essentiel',
      'confort',
      'premium',
      'mini-seance',
    ]);
    expect(latest.formulas?.at(-1)?.name).toBe('Mini séance');
    // Its lines: those of the first formula, to fill in.
    expect(latest.table['mini-seance']?.map((line) => line.value1)).toEqual(
      seeded.table.essentiel?.map((line) => line.value1),
    );
    expect(screen.getByRole('button', { name: 'Déplacer la formule « Mini séance »' })).toBeTruthy();
    expect(screen.getByText(/Clé de la formule : mini-seance \(elle suit le nom/)).toBeTruthy();

    // A published formula keeps its key when she renames it: bookings and enquiries name it.
    const confort = screen.getByRole('textbox', { name: 'Nom de la formule « Confort »' });
    await userEvent.clear(confort);
    await userEvent.type(confort, 'Confort plus');
    expect(latest.formulas?.[1]).toEqual({ key: 'confort', name: 'Confort plus' });
  });

  it('asks before removing a formula, says what uses it, and removes it with its lines', async () => {
    rs.mocked(api.adminSiteContent.formulaUsages).mockResolvedValue([
      { name: 'Article « La mini séance »', to: '/admin/articles/1' },
      { name: '1 réservation(s) à venir', to: '/admin/reservations' },
    ]);
    render(<Editor />);
    await userEvent.click(screen.getByRole('button', { name: 'Retirer la formule « Confort »' }));
    expect(screen.getByText('Retirer la formule « Confort » ?')).toBeTruthy();
    expect(
      await screen.findByText('Utilisée par : Article « La mini séance », 1 réservation(s) à venir'),
    ).toBeTruthy();
    expect(api.adminSiteContent.formulaUsages).toHaveBeenCalledWith('solo', 'confort');
    await userEvent.click(screen.getByRole('button', { name: 'Oui, retirer la formule « Confort »' }));
    expect(latest.formulas?.map((formula) => formula.key)).toEqual(['essentiel', 'premium']);
    expect(latest.table.confort).toBeUndefined();
    expect(screen.getByText('Formule « Confort » retirée du brouillon.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ajouter une formule' }));
  });
});
