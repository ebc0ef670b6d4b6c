import { api } from '@lapm/api-client';
import type { PricesPageDocument } from '@lapm/contracts';
import { initialSiteContent } from '@lapm/site-seed';
import { beforeEach, describe, expect, it, rs } from '@rstest/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CardsEditor } from './CardsEditor';

rs.mock('@lapm/api-client', { spy: true });

const seeded = initialSiteContent.tarifs.cards.slice(0, 2);
const [first, second] = seeded as [(typeof seeded)[number], (typeof seeded)[number]];

beforeEach(() => {
  rs.resetAllMocks();
  rs.mocked(api.photos.list).mockResolvedValue({ data: [], total: 0, page: 1, page_size: 48 });
});

let latest: PricesPageDocument = { cards: [] };

function Editor() {
  const [document, setDocument] = useState<PricesPageDocument>({ cards: seeded });
  latest = document;
  return (
    <CardsEditor
      document={document}
      publishedKeys={seeded.map((card) => card.key)}
      onChange={setDocument}
      onPhotos={() => {}}
    />
  );
}

describe('the cards of /tarifs as a list', () => {
  it('adds an empty card whose address follows its title, unique, and keeps a published card’s address', async () => {
    render(<Editor />);
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter une carte' }));
    const title = screen.getByRole('textbox', { name: 'Titre de la carte « sans titre n° 3 »' });
    expect(document.activeElement).toBe(title);
    expect(screen.getByText('Nouvelle carte ajoutée en fin de liste.').getAttribute('role')).toBe('status');
    // The seeded key « solo-exterieur » is taken: the new card gets the next one.
    await userEvent.type(title, 'Solo Extérieur');
    // Typing keeps the focus: the new card's box stays the same while its key changes.
    expect(document.activeElement).toBe(title);
    expect(latest.cards[2]).toMatchObject({
      title: 'Solo Extérieur',
      key: 'solo-exterieur-2',
      description: '',
    });
    expect(
      screen.getByText(
        'Adresse de la carte : /tarifs#solo-exterieur-2 (tirée du titre, elle ne changera plus une fois publiée)',
      ),
    ).toBeTruthy();

    await userEvent.type(
      screen.getByRole('textbox', { name: `Titre de la carte « ${second.title} »` }),
      ' !',
    );
    expect(latest.cards[1]?.key).toBe(second.key);
    expect(screen.getByText(`Adresse de la carte : /tarifs#${second.key}`)).toBeTruthy();
  }, 30_000);

  it('asks before removing, says what links to the card, and keeps it when she says so', async () => {
    rs.mocked(api.adminSiteContent.cardUsages).mockResolvedValue([
      { name: 'Article « Une balade photo »', to: '/admin/articles/edit-article/3' },
      { name: 'Page « Foire aux questions »', to: '/admin/contenu-du-site' },
    ]);
    render(<Editor />);
    await userEvent.click(screen.getByRole('button', { name: `Retirer la carte « ${first.title} »` }));
    expect(latest.cards).toHaveLength(2);
    expect(screen.getByText(`Retirer la carte « ${first.title} » ?`)).toBeTruthy();
    expect(
      await screen.findByText('Utilisée par : Article « Une balade photo », Page « Foire aux questions »'),
    ).toBeTruthy();
    expect(api.adminSiteContent.cardUsages).toHaveBeenCalledWith(first.key);

    await userEvent.click(screen.getByRole('button', { name: 'Garder la carte' }));
    expect(latest.cards).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: `Retirer la carte « ${first.title} »` }));
    await userEvent.click(screen.getByRole('button', { name: `Oui, retirer la carte « ${first.title} »` }));
    expect(latest.cards.map((card) => card.key)).toEqual([second.key]);
    expect(screen.getByText(`Carte « ${first.title} » retirée du brouillon.`).getAttribute('role')).toBe(
      'status',
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Ajouter une carte' }));
  }, 30_000);

  it('says when nothing links to the card', async () => {
    rs.mocked(api.adminSiteContent.cardUsages).mockResolvedValue([]);
    render(<Editor />);
    await userEvent.click(screen.getByRole('button', { name: `Retirer la carte « ${second.title} »` }));
    expect(await screen.findByText('Aucun article ni aucune page ne renvoie à cette carte.')).toBeTruthy();
  });

  it('gives each card a handle to move it, named after the card', () => {
    render(<Editor />);
    expect(screen.getByRole('button', { name: `Déplacer la carte « ${first.title} »` })).toBeTruthy();
    expect(screen.getByRole('button', { name: `Déplacer la carte « ${second.title} »` })).toBeTruthy();
  });
});
