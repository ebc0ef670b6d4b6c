import { type FormulaName, formulaNames, type PriceLine, type PriceTable } from '@lapm/contracts';
import { visiblePriceLines } from '@lapm/ui';

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
