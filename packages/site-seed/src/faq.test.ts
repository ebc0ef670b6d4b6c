import { faqPageDocumentSchema, type PriceTax, pricedServicePages } from '@lapm/contracts';
import { describe, expect, it } from '@rstest/core';
import { faq } from './faq';
import { initialSiteContent } from './index';

/** Every price of the first price cards, as « 1399 TTC ». */
const published = new Set(
  Object.keys(pricedServicePages).flatMap((key) =>
    Object.values(initialSiteContent[key as keyof typeof pricedServicePages].prices.table).flatMap((lines) =>
      (lines ?? []).flatMap((line) => ('amount' in line ? [`${line.amount} ${line.tax}`] : [])),
    ),
  ),
);

/** The prices an answer quotes: « 1 399 € TTC », and both ends of « de 119 à 219 € TTC ». */
function quotedPrices(text: string): string[] {
  return [...text.matchAll(/(?:de (\d+) à )?(\d{1,3}(?: \d{3})*) € (TTC|HT)/g)].flatMap(
    ([, from, amount = '', tax]) =>
      [from, amount.replace(/ /g, '')].filter(Boolean).map((value) => `${value} ${tax as PriceTax}`),
  );
}

describe('the first FAQ', () => {
  const answers = faq.questions.flatMap((entry) => entry.paragraphs).join('\n');

  it('is ten questions, each answered, valid for the admin as published', () => {
    expect(faqPageDocumentSchema.parse(faq)).toEqual(faq);
    expect(faq.questions).toHaveLength(10);
    expect(initialSiteContent.faq).toBe(faq);
  });

  it('quotes only prices that the price cards show', () => {
    const quoted = quotedPrices(answers);
    expect(quoted.length).toBeGreaterThanOrEqual(14);
    for (const price of quoted) expect([price, published.has(price)]).toEqual([price, true]);
  });

  it('answers on prices, delivery, travel around Montpellier and rights of use', () => {
    expect(answers).toContain('2 à 4 semaines');
    expect(answers).toContain('Montpellier');
    expect(answers).toContain('droit d’usage');
    expect(answers).toContain('licence d’utilisation de 3 ans');
  });
});
