import {
  type FormulaDocument,
  formulaKeyFromName,
  formulasOf,
  type PriceLineDocument,
  type ServicePricesDocument,
} from '@lapm/contracts';
import { useRef, useState } from 'react';
import { fr } from '../../i18n/fr';
import { fieldIdOf } from './problems';
import { moved, useBoxIds } from './SortableBoxes';

const text = fr.siteContent;

/** A new formula's lines: the labels of the first one, values and amounts to fill in. */
function newLines(prices: ServicePricesDocument, first: FormulaDocument | undefined): PriceLineDocument[] {
  const model = first ? (prices.table[first.key] ?? []) : [];
  if (model.length === 0) return [{ value1: 'Prix', amount: Number.NaN, tax: 'TTC' }];
  return model.map((line) =>
    'amount' in line ? { ...line, amount: Number.NaN } : { value1: line.value1, value2: '' },
  );
}

const focusField = (path: (string | number)[]) =>
  requestAnimationFrame(() => document.getElementById(fieldIdOf(path))?.focus());

/**
 * The formulas of a service page as a list she changes: added, removed, moved and renamed. A new
 * formula's key follows its name until the formula is published (docs/decisions/0025); its lines
 * go with it.
 */
export function useFormulaList(
  prices: ServicePricesDocument,
  publishedKeys: readonly string[],
  onChange: (prices: ServicePricesDocument) => void,
) {
  const formulas = formulasOf(prices);
  const [said, setSaid] = useState('');
  const addButton = useRef<HTMLButtonElement>(null);
  const published = new Set(publishedKeys);
  const boxes = useBoxIds(formulas.length);
  const nameAt = (index: number) => formulas[index]?.name.trim() || text.untitledFormula(index + 1);
  const set = (next: FormulaDocument[], table = prices.table) =>
    onChange({ ...prices, formulas: next, table });
  return {
    formulas,
    ids: boxes.ids,
    said,
    addButton,
    nameAt,
    isPublished: (formula: FormulaDocument) => published.has(formula.key),
    rename(index: number, name: string) {
      const formula = formulas[index];
      if (!formula) return;
      const others = formulas.flatMap((other, at) => (at === index ? [] : [other.key]));
      const key = published.has(formula.key) ? formula.key : formulaKeyFromName(name, others);
      const { [formula.key]: lines, ...table } = prices.table;
      set(
        formulas.map((other, at) => (at === index ? { key, name } : other)),
        { ...table, [key]: lines ?? [] },
      );
    },
    setLines(key: string, lines: PriceLineDocument[]) {
      set(formulas, { ...prices.table, [key]: lines });
    },
    add() {
      const key = formulaKeyFromName(
        '',
        formulas.map((formula) => formula.key),
      );
      set([...formulas, { key, name: '' }], { ...prices.table, [key]: newLines(prices, formulas[0]) });
      setSaid(text.formulaAdded);
      focusField(['prices', 'formulas', formulas.length, 'name']);
    },
    remove(index: number) {
      const formula = formulas[index];
      if (!formula) return;
      setSaid(text.formulaRemoved(nameAt(index)));
      boxes.removed(index);
      const { [formula.key]: _removed, ...table } = prices.table;
      set(
        formulas.filter((_, at) => at !== index),
        table,
      );
      requestAnimationFrame(() => addButton.current?.focus());
    },
    move(from: number, to: number) {
      boxes.moved(from, to);
      set(moved(formulas, from, to));
    },
  };
}
