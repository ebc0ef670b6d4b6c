import { describe, expect, it } from '@rstest/core';
import { PRICE_CARD_KEY_PATTERN, priceCardKeyOf } from './priceCardKeys';

describe('the key of a new card of /tarifs', () => {
  it('is its title as an address writes it, accents and punctuation left out', () => {
    expect(priceCardKeyOf('Séance d’été : Côte & Mer !', [])).toBe('seance-d-ete-cote-mer');
  });

  it('is unique among the cards, and « carte » while it has no title', () => {
    expect(priceCardKeyOf('Solo', ['solo', 'solo-2'])).toBe('solo-3');
    expect(priceCardKeyOf('  ', [])).toBe('carte');
    expect(priceCardKeyOf('', ['carte'])).toBe('carte-2');
  });

  it('always has the shape the server accepts, even from a very long title', () => {
    for (const title of ['x'.repeat(300), 'Ça — « ! » ', '2026']) {
      expect(priceCardKeyOf(title, [])).toMatch(PRICE_CARD_KEY_PATTERN);
    }
  });
});
