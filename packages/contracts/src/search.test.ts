import { describe, expect, it } from '@rstest/core';
import { matchesSearch } from './search';

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
