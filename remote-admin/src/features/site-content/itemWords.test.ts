import { describe, expect, it } from '@rstest/core';
import { itemWords } from './itemWords';

describe('the editor’s words for an item of a list, from the item itself', () => {
  it('names a card by its title, or by its place when it has none, and each of its fields by that name', () => {
    const card = itemWords(['cards'], { fields: { key: 'mariage', title: 'Mariage' }, place: 3 });
    expect(card?.name).toBe('Carte « Mariage »');
    expect(card?.labels.description).toBe('Description de la carte « Mariage »');
    expect(card?.labels.key).toBeUndefined();
    expect(itemWords(['cards'], { fields: { title: ' ' }, place: 3 })?.name).toBe(
      'Carte « sans titre n° 3 »',
    );
  });

  it('names a formula, a Google page and a question as their editors do', () => {
    const formula = itemWords(['prices', 'formulas'], { fields: { name: 'Confort' }, place: 2 });
    expect(formula?.labels.name).toBe('Nom de la formule « Confort »');
    const google = itemWords(['pages'], { fields: { path: '/tarifs' }, place: 2 });
    expect(google?.labels.title).toBe('Titre Google de la page « Tarifs »');
    expect(itemWords(['questions'], { fields: {}, place: 4 })?.labels.paragraphs).toBe(
      'Réponse — question 4',
    );
  });

  it('knows no words for a list its editors do not draw item by item', () => {
    expect(itemWords(['prices', 'table', 'confort'], { fields: {}, place: 1 })).toBeNull();
  });
});
