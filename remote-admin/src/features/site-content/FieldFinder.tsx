import { SearchBox } from '@lapm/ui';
import { type RefObject, useLayoutEffect, useState } from 'react';
import { fr } from '../../i18n/fr';
import styles from './siteContent.module.css';

const text = fr.siteContent;

interface Section {
  label: string;
  depth: number;
}

/** The form's frames (sections, then a card, a formula, a review), read from the form as it is drawn. */
function sectionsOf(form: HTMLElement): { sections: Section[]; elements: HTMLFieldSetElement[] } {
  const elements = [...form.querySelectorAll<HTMLFieldSetElement>(`.${styles.group}, .${styles.item}`)];
  return {
    elements,
    sections: elements.map((element) => ({
      label: element.querySelector(':scope > legend')?.textContent ?? '',
      depth: element.classList.contains(styles.group ?? '') ? 0 : 1,
    })),
  };
}

/**
 * On a long page (a service page has some two hundred fields), a jump menu to its sections and a
 * search that leaves only the fields whose label or value holds the words typed (« mariage »,
 * « 1399 »): on her phone, a price is two taps away instead of several metres of scrolling.
 */
export function FieldFinder({
  form,
  term,
  onTerm,
  version,
}: {
  form: RefObject<HTMLFormElement | null>;
  term: string;
  onTerm: (term: string) => void;
  /** Changes when the form's frames may have changed (another page, a card added). */
  version: unknown;
}) {
  const [sections, setSections] = useState<Section[]>([]);
  const [found, setFound] = useState(0);

  useLayoutEffect(() => {
    const element = form.current;
    if (!element) return;
    const next = sectionsOf(element).sections;
    setSections((shown) => (JSON.stringify(shown) === JSON.stringify(next) ? shown : next));
    setFound(element.querySelectorAll('[data-field][data-match]').length);
  }, [form, term, version]);

  function jump(index: number) {
    const element = form.current;
    if (!element) return;
    const target = sectionsOf(element).elements[index];
    if (!target) return;
    if (term) onTerm('');
    // After the search is cleared, the frame is in the page again.
    requestAnimationFrame(() => {
      target.scrollIntoView({ block: 'start' });
      target.querySelector<HTMLElement>('input, textarea, select, button')?.focus({ preventScroll: true });
    });
  }

  return (
    <div className={styles.finder}>
      <label className={styles.select}>
        <span>{text.jumpLabel}</span>
        <select
          value=""
          onChange={(event) => {
            if (event.target.value !== '') jump(Number(event.target.value));
          }}
        >
          <option value="">{text.jumpPlaceholder}</option>
          {sections.map((section, index) => (
            <option key={`${index}-${section.label}`} value={index}>
              {section.depth === 0 ? section.label : `\u00a0\u00a0\u00a0${section.label}`}
            </option>
          ))}
        </select>
      </label>
      <SearchBox
        label={text.searchLabel}
        value={term}
        onChange={onTerm}
        placeholder={text.searchPlaceholder}
      />
      <p role="status" className={styles.hint}>
        {term.trim() === '' ? null : found === 0 ? text.searchNone : text.searchFound(found)}
      </p>
    </div>
  );
}
