import { describe, expect, it } from '@rstest/core';
import { searchByTitle } from './search';

const items = [{ title: 'Reportage de mariage' }, { title: 'Mariage civil' }, { title: 'Photo CV' }];

describe('searchByTitle', () => {
  it('matches a substring of the title whatever the case', () => {
    expect(searchByTitle(items, 'MARIAGE')).toEqual([items[0], items[1]]);
    expect(searchByTitle(items, 'cv')).toEqual([items[2]]);
    expect(searchByTitle(items, 'age de')).toEqual([items[0]]);
  });

  it('returns everything for an empty or blank term and nothing when no title matches', () => {
    expect(searchByTitle(items, '')).toEqual(items);
    expect(searchByTitle(items, '   ')).toEqual(items);
    expect(searchByTitle(items, 'drone')).toEqual([]);
  });
});
