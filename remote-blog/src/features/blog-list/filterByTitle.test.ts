import type { BlogCard } from '@lapm/contracts';
import { describe, expect, test } from '@rstest/core';
import { filterByTitle } from './filterByTitle';

const card = (title: string): BlogCard => ({
  reactKey: title,
  path: `/blog/${title}`,
  id: title,
  title,
  description: 'Une description qui contient grossesse',
  date: '01/06/2025',
  image: 'placeholder:x:1200x800',
});
const cards = [
  card('Photos de grossesse'),
  card('Photo de CV : réussir son portrait'),
  card('L’image de votre entreprise'),
];
const titles = (list: BlogCard[]) => list.map((item) => item.title);

describe('filterByTitle', () => {
  test('keeps every card, in order, for an empty or blank term', () => {
    expect(filterByTitle(cards, '')).toEqual(cards);
    expect(filterByTitle(cards, '   ')).toEqual(cards);
  });

  test('matches part of the title, whatever the case', () => {
    expect(titles(filterByTitle(cards, 'GROSSESSE'))).toEqual(['Photos de grossesse']);
    expect(titles(filterByTitle(cards, 'photo'))).toEqual([
      'Photos de grossesse',
      'Photo de CV : réussir son portrait',
    ]);
  });

  test('ignores accents and the kind of apostrophe', () => {
    expect(titles(filterByTitle(cards, 'reussir'))).toEqual(['Photo de CV : réussir son portrait']);
    expect(titles(filterByTitle(cards, "l'image"))).toEqual(['L’image de votre entreprise']);
  });

  test('looks at the title only, not the description', () => {
    expect(titles(filterByTitle(cards, 'contient'))).toEqual([]);
  });
});
