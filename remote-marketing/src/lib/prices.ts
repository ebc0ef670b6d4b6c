import {
  type FormulaDocument,
  formulasOf,
  type PriceLine,
  type PriceTable,
  type ServicePricesDocument,
} from '@lapm/contracts';
import type { ServiceOffer } from '@lapm/seo';
import { visiblePriceLines } from '@lapm/ui';

export interface VisibleFormula {
  formula: string;
  name: string;
  lines: PriceLine[];
}

/**
 * The formulas that get a card, in her order (those of the first table when not given); one with
 * no visible line gets none.
 */
export function visibleFormulas(
  table: PriceTable,
  formulas: readonly FormulaDocument[] = formulasOf({ table }),
): VisibleFormula[] {
  return formulas.flatMap(({ key, name }) => {
    const lines = visiblePriceLines(table[key] ?? []);
    return lines.length > 0 ? [{ formula: key, name, lines }] : [];
  });
}

/**
 * The offers of a service's structured data: one per formula whose card shows a price, named as
 * the card, in her order.
 */
export function offersOf(prices: Pick<ServicePricesDocument, 'table' | 'formulas'>): ServiceOffer[] {
  return formulasOf(prices).flatMap(({ key, name }) => {
    const price = (prices.table[key] ?? []).find((line) => 'amount' in line && line.value1.trim());
    return price && 'amount' in price
      ? [{ name: `Formule ${name}`, price: price.amount, taxIncluded: price.tax === 'TTC' }]
      : [];
  });
}
