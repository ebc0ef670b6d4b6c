import {
  formulasOf,
  type PriceLineDocument,
  type ServicePricesDocument,
  type SiteContentPage,
} from '@lapm/contracts';
import { Button } from '@lapm/ui';
import { fr } from '../../i18n/fr';
import { FormulaRemoval } from './FormulaRemoval';
import { TextInput } from './fields';
import { formulaDragTexts, SortableBox, SortableBoxes } from './SortableBoxes';
import styles from './siteContent.module.css';
import { useFormulaList } from './useFormulaList';

const text = fr.siteContent;

/** The keys of the formulas a service page shows now: read from its published document. */
export function publishedFormulaKeysOf(published: unknown): string[] {
  const prices = (published as { prices?: ServicePricesDocument } | null | undefined)?.prices;
  return prices?.table ? formulasOf(prices).map((formula) => formula.key) : [];
}

/**
 * The formulas of a service page, in the page's order: added, removed (asked first, with what uses
 * them) and moved by their handle; each with its name, its key and its lines.
 */
export function FormulasEditor({
  page,
  prices,
  publishedKeys,
  onChange,
}: {
  page: SiteContentPage;
  prices: ServicePricesDocument;
  publishedKeys: readonly string[];
  onChange: (prices: ServicePricesDocument) => void;
}) {
  const list = useFormulaList(prices, publishedKeys, onChange);
  const { ids, nameAt } = list;
  return (
    <>
      <SortableBoxes
        ids={ids}
        texts={formulaDragTexts}
        nameOf={(id) => nameAt(ids.indexOf(id))}
        onMove={list.move}
      >
        {list.formulas.map((formula, index) => {
          const name = nameAt(index);
          return (
            <SortableBox
              key={ids[index]}
              id={ids[index] as string}
              handle={text.dragFormula(name)}
              legend={text.formula(name)}
            >
              <TextInput
                path={['prices', 'formulas', index, 'name']}
                label={text.formulaName(name)}
                hint={
                  list.isPublished(formula) ? text.formulaKey(formula.key) : text.newFormulaKey(formula.key)
                }
                value={formula.name}
                onChange={(value) => list.rename(index, value)}
              />
              <FormulaLines
                formula={formula.key}
                name={name}
                lines={prices.table[formula.key] ?? []}
                onChange={(lines) => list.setLines(formula.key, lines)}
              />
              <FormulaRemoval
                page={page}
                formulaKey={formula.key}
                name={name}
                onRemove={() => list.remove(index)}
              />
            </SortableBox>
          );
        })}
      </SortableBoxes>
      <div>
        <Button ref={list.addButton} variant="secondary" onClick={list.add}>
          {text.addFormula}
        </Button>
      </div>
      <p role="status">{list.said}</p>
    </>
  );
}

/** The lines of one formula: a label with its text, or with its amount and TTC / HT. */
function FormulaLines({
  formula,
  name,
  lines,
  onChange,
}: {
  formula: string;
  name: string;
  lines: readonly PriceLineDocument[];
  onChange: (lines: PriceLineDocument[]) => void;
}) {
  const path = ['prices', 'table', formula];
  const setLine = (index: number, line: PriceLineDocument) =>
    onChange(lines.map((other, at) => (at === index ? line : other)));
  return (
    <>
      {lines.map((line, index) => {
        const label = line.value1 || String(index + 1);
        return (
          <div key={index} className={styles.line}>
            <TextInput
              path={[...path, index, 'value1']}
              label={text.lineLabel(name, index + 1)}
              value={line.value1}
              onChange={(value1) => setLine(index, { ...line, value1 })}
            />
            {'amount' in line ? (
              <>
                <TextInput
                  path={[...path, index, 'amount']}
                  label={text.amount(name, label)}
                  // An emptied amount comes back from a saved draft as null (JSON has no NaN).
                  value={Number.isFinite(line.amount) ? String(line.amount) : ''}
                  onChange={(value) =>
                    setLine(index, {
                      ...line,
                      amount: value.trim() === '' ? Number.NaN : Number(value.replace(',', '.')),
                    })
                  }
                />
                <label className={styles.select}>
                  <span>{text.tax(name, label)}</span>
                  <select
                    value={line.tax}
                    onChange={(event) => setLine(index, { ...line, tax: event.target.value as 'TTC' | 'HT' })}
                  >
                    <option value="TTC">TTC</option>
                    <option value="HT">HT</option>
                  </select>
                </label>
              </>
            ) : (
              <TextInput
                path={[...path, index, 'value2']}
                label={text.lineValue(name, label)}
                value={line.value2}
                onChange={(value2) => setLine(index, { ...line, value2 })}
              />
            )}
          </div>
        );
      })}
    </>
  );
}
