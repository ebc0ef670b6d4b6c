import {
  type FormulaName,
  formulaNames,
  type PriceLine,
  type PriceTable,
  type PriceTableDocument,
} from '@lapm/contracts';
import type { ServiceOffer } from '@lapm/seo';
import { visiblePriceLines } from '@lapm/ui';
import { formulaLabels } from '../content/prices';

export interface VisibleFormula {
  formula: FormulaName;
  lines: PriceLine[];
}

/** The formulas that get a card, in the spec's order; one with no visible line gets none. */
export function visibleFormulas(table: PriceTable): VisibleFormula[] {
  return formulaNames.flatMap((formula) => {
    const lines = visiblePriceLines(table[formula] ?? []);
    return lines.length > 0 ? [{ formula, lines }] : [];
  });
}

/**
 * The offers of a service's structured data: one per formula whose card shows a price, named as
 * the card, in the spec's order.
 */
export function offersOf(table: PriceTableDocument): ServiceOffer[] {
  return formulaNames.flatMap((formula) => {
    const price = (table[formula] ?? []).find((line) => 'amount' in line && line.value1.trim());
    return price && 'amount' in price
      ? [{ name: `Formule ${formulaLabels[formula]}`, price: price.amount, taxIncluded: price.tax === 'TTC' }]
      : [];
  });
}
