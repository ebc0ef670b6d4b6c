import {
  type FormulaName,
  formulaNames,
  type PriceLineDocument,
  type ServicePageDocument,
} from '@lapm/contracts';
import { fr } from '../../i18n/fr';
import { setIn } from './draft';
import { LongText, TextInput } from './fields';
import { ReviewsEditor } from './ReviewsEditor';
import { SectionsEditor } from './SectionsEditor';
import styles from './siteContent.module.css';

const text = fr.siteContent;

const formulaLabel = (formula: string) => formula.charAt(0).toUpperCase() + formula.slice(1);

interface EditorProps<T> {
  document: T;
  onChange: (document: T) => void;
}

/** The words, price cards and reviews of a service page. */
export function ServiceEditor({ document, onChange }: EditorProps<ServicePageDocument>) {
  const set = (path: (string | number)[], value: unknown) => onChange(setIn(document, path, value));

  return (
    <>
      <fieldset className={styles.group}>
        <legend>{text.textsHeading}</legend>
        <TextInput
          path={['title']}
          label={text.title_}
          value={document.title}
          onChange={(value) => set(['title'], value)}
        />
        <LongText
          path={['lead']}
          label={text.lead}
          value={document.lead}
          onChange={(value) => set(['lead'], value)}
        />
        <SectionsEditor blocks={document.blocks} onChange={(blocks) => set(['blocks'], blocks)} />
      </fieldset>

      <fieldset className={styles.group}>
        <legend>{text.pricesHeading}</legend>
        <TextInput
          path={['prices', 'heading']}
          label={text.pricesTitle}
          value={document.prices.heading}
          onChange={(value) => set(['prices', 'heading'], value)}
        />
        <LongText
          path={['prices', 'intro']}
          label={text.pricesIntro}
          value={document.prices.intro}
          onChange={(value) => set(['prices', 'intro'], value)}
        />
        {formulaNames
          .filter((formula) => document.prices.table[formula])
          .map((formula) => (
            <FormulaLines
              key={formula}
              formula={formula}
              lines={document.prices.table[formula] ?? []}
              onChange={(lines) => set(['prices', 'table', formula], lines)}
            />
          ))}
      </fieldset>

      <ReviewsEditor
        path={['reviews', 'list']}
        headingPath={['reviews', 'heading']}
        heading={document.reviews.heading}
        list={document.reviews.list}
        onHeading={(value) => set(['reviews', 'heading'], value)}
        onList={(list) => set(['reviews', 'list'], list)}
      />
    </>
  );
}

/** The lines of one formula: a label with its text, or with its amount and TTC / HT. */
function FormulaLines({
  formula,
  lines,
  onChange,
}: {
  formula: FormulaName;
  lines: readonly PriceLineDocument[];
  onChange: (lines: PriceLineDocument[]) => void;
}) {
  const name = formulaLabel(formula);
  const path = ['prices', 'table', formula];
  const setLine = (index: number, line: PriceLineDocument) =>
    onChange(lines.map((other, at) => (at === index ? line : other)));
  return (
    <fieldset className={styles.item}>
      <legend>{text.formula(name)}</legend>
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
    </fieldset>
  );
}
