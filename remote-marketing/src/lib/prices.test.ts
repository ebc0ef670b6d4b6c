import { describe, expect, it } from '@rstest/core';
import { visibleFormulas } from './prices';

describe('visibleFormulas', () => {
  it('keeps the spec order of formulas and drops lines with an empty label or value', () => {
    const result = visibleFormulas({
      premium: [{ value1: 'Prix', value2: '199 €' }],
      essentiel: [
        { value1: 'Durée', value2: '45 min' },
        { value1: 'Studio', value2: '' },
        { value1: '', value2: 'Inclus' },
        { value1: '  ', value2: 'Inclus' },
      ],
    });
    expect(result).toEqual([
      { formula: 'essentiel', name: 'Essentiel', lines: [{ value1: 'Durée', value2: '45 min' }] },
      { formula: 'premium', name: 'Premium', lines: [{ value1: 'Prix', value2: '199 €' }] },
    ]);
  });

  it('follows her list of formulas: her order, her names, her own keys', () => {
    const result = visibleFormulas(
      {
        essentiel: [{ value1: 'Durée', value2: '45 min' }],
        'mini-seance': [{ value1: 'Prix', value2: '79 €' }],
      },
      [
        { key: 'mini-seance', name: 'Mini séance' },
        { key: 'essentiel', name: 'Essentiel' },
      ],
    );
    expect(result.map((entry) => [entry.formula, entry.name])).toEqual([
      ['mini-seance', 'Mini séance'],
      ['essentiel', 'Essentiel'],
    ]);
  });

  it('gives no card to a formula whose lines are all hidden', () => {
    const result = visibleFormulas({
      essentiel: [{ value1: 'Studio', value2: '' }],
      confort: [],
      premium: [{ value1: 'Prix', value2: '249 €' }],
    });
    expect(result.map((entry) => entry.formula)).toEqual(['premium']);
  });
});
