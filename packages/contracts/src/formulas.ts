// Plain values and types only (no zod): the marketing remote reads them.
import { formulaLabels, formulaNames } from './contentValues';

/**
 * A formula of a service page (docs/decisions/0025): its key, drawn from its name until it is
 * published, then kept (bookings, enquiries and links name it), and its name as the cards show it.
 */
export interface FormulaDocument {
  key: string;
  name: string;
}

/** The formulas of a service page, in its order: her list, else those of the first table. */
export function formulasOf(prices: {
  table: Partial<Record<string, unknown>>;
  formulas?: FormulaDocument[] | undefined;
}): FormulaDocument[] {
  if (prices.formulas) return prices.formulas;
  return formulaNames.filter((key) => prices.table[key]).map((key) => ({ key, name: formulaLabels[key] }));
}
