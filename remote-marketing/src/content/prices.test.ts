import { describe, expect, it } from '@rstest/core';
import { visibleFormulas } from '../lib/prices';
import { priceTables } from '../test/content';
import type { PricedService } from './catalog';
import { euros } from './prices';

/** Spec section 9, formula by formula: duration, photos and price. */
const spec: Record<
  PricedService,
  [formula: string, duration: string | null, photos: string, price: string][]
> = {
  solo: [
    ['essentiel', '45 min', '5 photos', '99 € TTC'],
    ['confort', '1h00', '15 photos', '149 € TTC'],
    ['premium', '2h00', '22 photos', '199 € TTC'],
  ],
  duo: [
    ['essentiel', '45 min', '5 photos', '119 € TTC'],
    ['confort', '1h00', '15 photos', '169 € TTC'],
    ['premium', '2h00', '22 photos', '219 € TTC'],
  ],
  famille: [
    ['essentiel', '45 min', '5 photos', '159 € TTC'],
    ['confort', '1h00', '10 photos', '199 € TTC'],
    ['premium', '2h00', '15 photos', '249 € TTC'],
  ],
  grossesse: [
    ['essentiel', '45 min', '5 photos', '159 € TTC'],
    ['confort', '1h00', '10 photos', '199 € TTC'],
    ['premium', '2h00', '15 photos', '249 € TTC'],
  ],
  hobby: [
    ['essentiel', '45 min', '10 photos', '159 € TTC'],
    ['confort', '1h00', '15 photos', '199 € TTC'],
    ['premium', '2h00', '20 photos', '249 € TTC'],
  ],
  mariage: [
    ['essentiel', null, '90 photos', '899 € TTC'],
    ['confort', null, '400 photos', '1 399 € TTC'],
    ['premium', null, '600 photos', '1 899 € TTC'],
  ],
  corporate: [
    ['confiance', '30 min', '3 photos', '99 € TTC'],
    ['classique', null, '2 photos par personne', '249 € HT'],
    ['flash', null, '2 photos par personne', '329 € HT'],
    ['signature', null, '2 photos par personne', '399 € HT'],
  ],
};

const normalise = (text: string) => text.replace(/\s+/g, ' ');
const lineValue = (lines: { value1: string; value2: string }[], label: string) =>
  lines.find((line) => line.value1 === label)?.value2;

describe('price tables', () => {
  for (const [service, formulas] of Object.entries(spec)) {
    it(`${service}: exactly the spec's formulas, durations, photo counts and prices`, () => {
      const visible = visibleFormulas(priceTables[service as PricedService]);
      expect(visible.map((entry) => entry.formula)).toEqual(formulas.map(([formula]) => formula));
      for (const [formula, duration, photos, price] of formulas) {
        const lines = visible.find((entry) => entry.formula === formula)?.lines ?? [];
        expect(lineValue(lines, 'Durée de la séance')).toBe(duration ?? undefined);
        expect(lineValue(lines, 'Photos retouchées')).toBe(photos);
        expect(normalise(lineValue(lines, 'Prix') ?? '')).toBe(price);
      }
    });
  }

  it("labels the studio 'Ou Studio' then 'Et Studio' above the first formula", () => {
    for (const service of ['solo', 'duo', 'famille', 'grossesse'] as const) {
      const [essentiel, confort, premium] = visibleFormulas(priceTables[service]).map((entry) =>
        entry.lines.map((line) => line.value1),
      );
      expect(essentiel).not.toContain('Ou Studio');
      expect(confort).toContain('Ou Studio');
      expect(premium).toContain('Et Studio');
    }
  });

  it('marks the missing online gallery of the Solo, Duo and Hobby Confort formulas', () => {
    for (const service of ['solo', 'duo', 'hobby'] as const) {
      expect(lineValue(priceTables[service].confort ?? [], 'Galerie en ligne')).toBe('Non incluse');
      expect(lineValue(priceTables[service].premium ?? [], 'Galerie en ligne')).toBe('Incluse');
    }
    expect(lineValue(priceTables.famille.confort ?? [], 'Galerie en ligne')).toBe('Incluse');
  });

  it('keeps the studio out of the outdoor-only and the studio-only first formulas', () => {
    expect(visibleFormulas(priceTables.famille)[0]?.lines.map((line) => line.value1)).not.toContain('Studio');
    const pregnancy = visibleFormulas(priceTables.grossesse)[0]?.lines.map((line) => line.value1);
    expect(pregnancy).toContain('Studio');
    expect(pregnancy).not.toContain('À domicile ou en extérieur');
  });

  it('adds the pre-wedding and day-after sessions to the Premium wedding only', () => {
    const [essentiel, confort, premium] = visibleFormulas(priceTables.mariage).map((entry) => entry.lines);
    for (const lines of [essentiel, confort])
      expect(lineValue(lines ?? [], 'Séance du lendemain')).toBeUndefined();
    expect(lineValue(premium ?? [], 'Séance avant le mariage')).toBe('Incluse');
    expect(lineValue(premium ?? [], 'Séance du lendemain')).toBe('Incluse');
    expect(lineValue(essentiel ?? [], 'Soirée')).toBe("Jusqu'à 23h");
    expect(lineValue(confort ?? [], 'Soirée')).toBe("Jusqu'à 02h");
  });

  it('gives the Corporate team photo to Signature only, and studio flash to Flash and Signature', () => {
    const corporate = priceTables.corporate;
    expect(lineValue(corporate.signature ?? [], "Photo d'équipe")).toBe('Incluse');
    expect(lineValue(corporate.flash ?? [], "Photo d'équipe")).toBe('Non incluse');
    expect(lineValue(corporate.classique ?? [], 'Éclairage')).toBe('Sans flash');
    expect(lineValue(corporate.flash ?? [], 'Éclairage')).toBe('Flash de studio');
    expect(lineValue(corporate.confiance ?? [], 'Pour')).toBe('Particuliers');
  });
});

describe('euros', () => {
  it('groups thousands and keeps the amount, the sign and the tax together', () => {
    expect(euros(1399, 'TTC')).toBe('1\u202f399\u00a0€\u00a0TTC');
    expect(euros(99, 'HT')).toBe('99\u00a0€\u00a0HT');
  });
});
