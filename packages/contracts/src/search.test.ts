import { describe, expect, it } from '@rstest/core';
import { matchesSearch, searchByTitle } from './search';

describe('title search', () => {
  const cards = [
    { title: 'Photographe cérémonie laïque' },
    { title: 'Reportage de mariage' },
    { title: 'Photo CV' },
    { title: 'L’image de votre entreprise' },
    { title: 'Séance Nouveau-Né en studio' },
    { title: 'Photo de CV professionnelle : réussir son portrait' },
  ];
  const titles = (term: string) => searchByTitle(cards, term).map((card) => card.title);

  it('matches part of the title whatever the case, in the original order', () => {
    expect(titles('PHOTO')).toEqual([
      'Photographe cérémonie laïque',
      'Photo CV',
      'Photo de CV professionnelle : réussir son portrait',
    ]);
    expect(titles('rtage de')).toEqual(['Reportage de mariage']);
  });

  it('finds an accented title from a term typed without accents, and the reverse', () => {
    expect(titles('ceremonie')).toEqual(['Photographe cérémonie laïque']);
    expect(titles('Ceremonie')).toEqual(['Photographe cérémonie laïque']);
    expect(titles('laique')).toEqual(['Photographe cérémonie laïque']);
    expect(titles('réportage')).toEqual(['Reportage de mariage']);
    expect(titles('MARIÂGE')).toEqual(['Reportage de mariage']);
  });

  it('counts a typographic apostrophe as a straight one', () => {
    expect(titles("l'image")).toEqual(['L’image de votre entreprise']);
  });

  it('counts hyphens and apostrophes as spaces, either way round', () => {
    expect(titles('nouveau ne')).toEqual(['Séance Nouveau-Né en studio']);
    expect(titles('NOUVEAU-NE')).toEqual(['Séance Nouveau-Né en studio']);
    expect(titles('nouveau–né')).toEqual(['Séance Nouveau-Né en studio']);
    expect(titles('l image')).toEqual(['L’image de votre entreprise']);
  });

  it('finds a title holding every word of the term, in any order', () => {
    expect(titles('cv photo')).toEqual(['Photo CV', 'Photo de CV professionnelle : réussir son portrait']);
    expect(titles('  portrait   CV  réussir ')).toEqual([
      'Photo de CV professionnelle : réussir son portrait',
    ]);
    expect(titles('studio né séance')).toEqual(['Séance Nouveau-Né en studio']);
    expect(titles('cv mariage')).toEqual([]);
  });

  it('keeps everything for an empty or blank term and nothing when no title matches', () => {
    expect(titles('')).toEqual(cards.map((card) => card.title));
    expect(titles('   ')).toEqual(cards.map((card) => card.title));
    expect(titles('drone')).toEqual([]);
  });
});

describe('list search', () => {
  const lea = { id: 12, fields: ['Léa', 'Lefèvre', '12/05/2025'] };

  it('ignores case and accents', () => {
    expect(matchesSearch('LEA', lea.id, lea.fields)).toBe(true);
    expect(matchesSearch('lefevre', lea.id, lea.fields)).toBe(true);
    expect(matchesSearch('Éa', lea.id, lea.fields)).toBe(true);
  });

  it('matches a numeric term against the id exactly, and against the text fields', () => {
    expect(matchesSearch('12', lea.id, lea.fields)).toBe(true);
    expect(matchesSearch('1', lea.id, ['Léa', 'Lefèvre'])).toBe(false);
    expect(matchesSearch('2025', 99, lea.fields)).toBe(true);
  });

  it('keeps everything for an empty term and nothing for an absent one', () => {
    expect(matchesSearch('  ', lea.id, lea.fields)).toBe(true);
    expect(matchesSearch('martin', lea.id, lea.fields)).toBe(false);
  });
});
